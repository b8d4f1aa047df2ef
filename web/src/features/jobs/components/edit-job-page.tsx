import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast.ts';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { StaleVersionAlert } from '../../../components/ui/stale-version-alert.tsx';
import { editJob, getJob } from '../api/employer-jobs.ts';
import type { Job } from '../api/job-schema.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { useStaleVersion } from '../../../lib/use-stale-version.ts';
import { fromJob } from '../utils/job-form.ts';
import { JobEditor } from './job-editor.tsx';
import './jobs.css';
import { LoadFailed } from './load-failed.tsx';

interface Props {
  organisationId: string;
  /** The job to edit (client state editJob); null when none was chosen. */
  jobId: string | null;
  nav?: ReactNode;
  listHref: string;
  afterSave: (job: Job) => string;
  visibilityChoices?: readonly string[];
}

/**
 * /edit/job: the job chosen in the job posts, loaded with its ETag and saved with If-Match. When someone else saved
 * in between (412), nothing is overwritten: the person reloads their colleague's version and edits that.
 */
export function EditJobPage({ organisationId, jobId, nav, listHref, afterSave, visibilityChoices }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loaded = useOutcome(jobId && `${organisationId}/${jobId}`, () => getJob(organisationId, jobId ?? ''));
  const version = useStaleVersion(loaded.reload);

  useEffect(() => {
    document.title = t('jobs.editor.documentTitleEdit');
  }, [t]);

  const body = (() => {
    if (!jobId) {
      return (
        <p className="alert alert--info" data-testid="edit-job-none">
          {t('jobs.editor.noJob')} <Link to={listHref}>{t('jobs.posts.title')}</Link>
        </p>
      );
    }
    if (loaded.status === 'loading') return <PageSpinner />;
    if (loaded.status === 'failed') {
      return <LoadFailed message={loaded.refusal?.status === 404 ? t('jobs.editor.notFound') : t('jobs.editor.loadFailed')} onRetry={loaded.reload} />;
    }
    const job = loaded.value;
    if (job.status === 'closed') return <p className="alert alert--info">{t('jobs.editor.closed')}</p>;
    return (
      <>
        {version.stale && (
          <StaleVersionAlert message={t('jobs.editor.stale')} reloadLabel={t('jobs.editor.reload')} onReload={version.reload} testId="edit-job-stale" />
        )}
        <JobEditor
          initial={fromJob(job)}
          resetKey={`${job.uniqueId}@${job.version}`}
          {...(visibilityChoices ? { visibilityChoices } : {})}
          submitLabel={t('jobs.editor.save')}
          actions={
            <Link to={listHref} className="button button--secondary">
              {t('jobs.editor.cancel')}
            </Link>
          }
          onSubmit={async (request) => {
            const outcome = await editJob(organisationId, job.uniqueId, loaded.etag ?? `"${job.version}"`, request);
            if (outcome.ok) {
              toast.success(t('jobs.editor.saved'));
              void navigate(afterSave(outcome.value));
              return { ok: true };
            }
            if (version.caught(outcome)) return { ok: false, fields: [], message: t('jobs.editor.staleShort') };
            if (outcome.status === 409) return { ok: false, fields: [], message: t('jobs.editor.closed') };
            return { ok: false, fields: outcome.fields, message: outcome.status === 400 ? null : t('jobs.editor.failed') };
          }}
        />
      </>
    );
  })();

  return (
    <div className="container page" data-testid="edit-job-page">
      <header className="page-header">
        <h1 className="page-title">{t('jobs.editor.editTitle')}</h1>
      </header>
      {nav}
      {body}
    </div>
  );
}
