import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/date-format.ts';
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
