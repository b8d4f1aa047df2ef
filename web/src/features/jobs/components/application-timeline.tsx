import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/date-format.ts';
import { numberFormat } from '../../../lib/number-format.ts';
import type { MyApplication } from '../api/job-schema.ts';

/** An application's steps, oldest first, each with its date in the reader's format (`viewed`: the company's first look). */
export function ApplicationTimeline({ application, headingId }: { application: MyApplication; headingId: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  if (application.history.length === 0) return null;
  const format = dateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="application-timeline" aria-labelledby={headingId}>
      <h3 id={headingId} className="application-timeline__title">
        {t('jobs.mine.history')}
      </h3>
      <ol className="application-timeline__steps" data-testid="application-timeline">
        {application.history.map((step, i) => (
          <li key={`${i}-${step.status}`} className={`application-timeline__step application-timeline__step--${step.status}`} data-status={step.status}>
            <span className="application-timeline__status">{t(`jobs.stages.${step.status}`, { defaultValue: step.status })}</span>
            <time dateTime={step.at}>{format.format(new Date(step.at))}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** "2 days" or "5 hours": a median reply time rounded to whole days from two days on, in the reader's language. */
export function replyTimeText(hours: number, lng: string): string {
  const days = Math.round(hours / 24);
  return hours >= 48
    ? numberFormat(lng, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(days)
    : numberFormat(lng, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(hours);
}

/** The company's median reply time; nothing until the server has one (five answers). */
export function ReplyTime({ hours }: { hours: number | null }) {
  const { t, i18n } = useTranslation();
  if (hours === null) return null;
  return (
    <span className="reply-time" data-testid="reply-time">
      {t('jobs.mine.replyTime', { duration: replyTimeText(hours, i18n.resolvedLanguage ?? 'en') })}
    </span>
  );
}
