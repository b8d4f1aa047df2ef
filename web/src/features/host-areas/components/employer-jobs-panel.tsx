import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { VisibilityBadge } from '../../../components/ui/visibility-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { dateTimeFormat } from '../../../lib/date-format.ts';
import { trackLabel } from '../../../lib/fixed-labels.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { listEmployerJobs } from '../api/directory.ts';
import { Pager } from './pager.tsx';
import './host-directory.css';

/** /cc/dashboard/jobposts, below the career center's own posts: the employer jobs its students can see. */
export function EmployerJobsPanel({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const loaded = useOutcome(`${organisationId}/${page}`, () => listEmployerJobs(organisationId, page));
  const day = (iso: string) => dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

  return (
    <section className="container directory-section" aria-labelledby="employer-jobs-title" data-testid="employer-jobs">
      <h2 id="employer-jobs-title">{t('hostDirectory.employerJobs.title')}</h2>
      <p className="muted">{t('hostDirectory.employerJobs.intro')}</p>
      {loaded.status === 'loading' && (
        <div aria-busy="true">
          <span className="visually-hidden" role="status">
            {t('common.loading')}
          </span>
          <Skeleton className="skeleton--tile" />
        </div>
      )}
      {loaded.status === 'failed' && (
        <div className="alert alert--error" role="alert">
          <p>{t('hostDirectory.employerJobs.error')}</p>
          <button type="button" className="button button--secondary button--small" onClick={loaded.reload}>
            {t('hostAreas.gate.retry')}
          </button>
        </div>
      )}
      {loaded.status === 'ready' && loaded.value.items.length === 0 && (
        <p className="muted" data-testid="employer-jobs-empty">
          {t('hostDirectory.employerJobs.empty')}
        </p>
      )}
      {loaded.status === 'ready' && loaded.value.items.length > 0 && (
        <>
          <ul className="directory__rows">
            {loaded.value.items.map((job) => (
              <li key={job.uniqueId} data-testid="employer-job">
                <Link to={paths.job.href(job.uniqueId)}>{job.title}</Link>
                <span className="muted">
                  {job.company} · {t(`jobs.types.${job.type}`, { defaultValue: job.type })} · {trackLabel(t, job.track)} · {t('hostDirectory.company.deadline', { date: day(job.deadline) })}
                </span>
                <VisibilityBadge visibility={job.visibility} />
              </li>
            ))}
          </ul>
          <Pager page={loaded.value.page} pageSize={loaded.value.pageSize} total={loaded.value.total} onPage={setPage} testId="employer-jobs-pager" />
        </>
      )}
    </section>
  );
}
