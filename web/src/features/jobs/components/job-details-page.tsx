import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { getJob } from '../api/employer-jobs.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { JobFacts, JobStatusBadge } from './job-facts.tsx';
import { LoadFailed } from './load-failed.tsx';
import { PipelineSection } from './pipeline/pipeline-section.tsx';
import './jobs.css';

interface Props {
  organisationId: string;
  jobId: string;
  nav?: ReactNode;
  listHref: string;
  onEdit: (jobId: string) => void;
  /** What the route adds to an open application (the interview scheduling of features/interviews). */
  applicationExtra?: (applicationId: string) => ReactNode;
}

/** /dashboard/job/details/{uniqueId}: the job and its applicants' pipeline (board, filters, bulk moves, reviews, export). */
export function JobDetailsPage({ organisationId, jobId, nav, listHref, onEdit, applicationExtra }: Props) {
  const { t } = useTranslation();
  const job = useOutcome(`${organisationId}/${jobId}`, () => getJob(organisationId, jobId));
  // An unknown (or malformed) job id is not found: no applicants to load either.
  const missing = job.status === 'failed' && (job.refusal?.status === 404 || job.refusal?.status === 400);

  useEffect(() => {
    document.title = job.status === 'ready' ? t('jobs.details.documentTitle', { title: job.value.title }) : t('jobs.posts.documentTitle');
  }, [t, job]);

  return (
    <div className="container page" data-testid="job-details-page">
      <p>
        <Link to={listHref}>← {t('jobs.details.back')}</Link>
      </p>
      {job.status === 'loading' && <PageSpinner />}
      {job.status === 'failed' && <LoadFailed message={missing ? t('jobs.editor.notFound') : t('jobs.editor.loadFailed')} onRetry={job.reload} />}
      {job.status === 'ready' && (
        <header className="page-header">
          <div className="job-card__head">
            <h1 className="page-title" data-testid="job-details-title">
              {job.value.title}
            </h1>
            <JobStatusBadge job={job.value} />
          </div>
          <JobFacts job={job.value} />
          {job.value.status === 'open' && (
            <button type="button" className="button button--secondary button--small" onClick={() => onEdit(jobId)}>
              {t('jobs.posts.edit')}
            </button>
          )}
        </header>
      )}
      {nav}
      {!missing && <PipelineSection organisationId={organisationId} jobId={jobId} applicationExtra={applicationExtra} />}
    </div>
  );
}
