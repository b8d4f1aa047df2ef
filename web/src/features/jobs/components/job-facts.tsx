import { useTranslation } from 'react-i18next';
import { trackLabel } from '../../../lib/fixed-labels.ts';
import type { Job } from '../api/job-schema.ts';
import { dateTimeFormat } from '../../../lib/date-format.ts';

/**
 * The job's status as people read it: open, closed, past its deadline, (for its company) awaiting approval, or not
 * live yet: a draft, or scheduled.
 */
export function jobStatus(
  job: Pick<Job, 'status' | 'deadline' | 'company'>,
  now = Date.now(),
): 'open' | 'closed' | 'expired' | 'pending' | 'draft' | 'scheduled' {
  if (job.status === 'closed' || job.status === 'draft' || job.status === 'scheduled') return job.status;
  if (job.company.status !== 'active') return 'pending';
  return Date.parse(job.deadline) <= now ? 'expired' : 'open';
}

export function JobStatusBadge({ job }: { job: Pick<Job, 'status' | 'deadline' | 'company'> }) {
  const { t } = useTranslation();
  const status = jobStatus(job);
  return (
    <span className={`job-badge job-badge--${status}`} data-testid="job-status" data-status={status}>
      {t(`jobs.status.${status}`)}
    </span>
  );
}

export function StageBadge({ stage }: { stage: string }) {
  const { t } = useTranslation();
  return (
    <span className={`job-badge job-badge--${stage}`} data-testid="application-stage" data-stage={stage}>
      {t(`jobs.stages.${stage}`, { defaultValue: stage })}
    </span>
  );
}

/** "30,000–42,000 GBP per year" in the reader's number format. */
export function salaryText(salary: NonNullable<Job['salary']>, lng: string, period: string): string {
  const format = (n: number) => {
    try {
      return new Intl.NumberFormat(lng, { style: 'currency', currency: salary.currency, maximumFractionDigits: 0 }).format(n);
    } catch {
      return `${n} ${salary.currency}`;
    }
  };
  return `${format(salary.min)}–${format(salary.max)} ${period}`;
}

export const dateText = (iso: string, lng: string): string => dateTimeFormat(lng, { dateStyle: 'medium' }).format(new Date(iso));
/** A date with its time, in the reader's zone (a scheduled publication). */
export const dateTimeText = (iso: string, lng: string): string => dateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Type, track, places, salary and deadline in one wrapping line. */
export function JobFacts({ job }: { job: Job }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  const places = [...job.locations, ...(job.remote ? [t('jobs.remote')] : [])].join(' · ');
  return (
    <p className="job-card__meta">
      <span>{t(`jobs.types.${job.type}`, { defaultValue: job.type })}</span>
      <span>{trackLabel(t, job.track)}</span>
      {places && <span>{places}</span>}
      {job.salary && <span>{salaryText(job.salary, lng, t(`jobs.periods.${job.salary.period}`))}</span>}
      <span>{t('jobs.deadline', { date: dateText(job.deadline, lng) })}</span>
    </p>
  );
}
