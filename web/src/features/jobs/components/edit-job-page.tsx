import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast.ts';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { StaleVersionAlert } from '../../../components/ui/stale-version-alert.tsx';
import { editJob, getJob, publishDraft, unscheduleJob } from '../api/employer-jobs.ts';
import type { Job } from '../api/job-schema.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { useStaleVersion } from '../../../lib/use-stale-version.ts';
import { fromJob, type JobRequestBody } from '../utils/job-form.ts';
import { localDateTime, localInstant, type PublishChoice } from '../utils/publish-form.ts';
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
    const unpublished = job.status === 'draft' || job.status === 'scheduled';
    /** After the edit: a draft goes live, is (re)scheduled, or stays (or goes back to being) a draft. */
    const publishAfterEdit = async (saved: Job, publish: PublishChoice): Promise<Job | null> => {
      const etag = `"${saved.version}"`;
      if (publish.mode === 'now') {
        const live = await publishDraft(organisationId, saved.uniqueId, etag);
        return live.ok ? live.value : null;
      }
      if (publish.mode === 'schedule') {
        const at = localInstant(publish.at);
        if (!at) return null;
        if (saved.status === 'scheduled' && saved.publishAt === at.toISOString()) return saved;
        const scheduled = await publishDraft(organisationId, saved.uniqueId, etag, at.toISOString());
        return scheduled.ok ? scheduled.value : null;
      }
      if (saved.status !== 'scheduled') return saved;
      const unscheduled = await unscheduleJob(organisationId, saved.uniqueId, etag);
      return unscheduled.ok ? unscheduled.value : null;
    };
    const save = async (request: JobRequestBody, publish?: PublishChoice) => {
      const outcome = await editJob(organisationId, job.uniqueId, loaded.etag ?? `"${job.version}"`, request);
      if (!outcome.ok) {
        if (version.caught(outcome)) return { ok: false as const, fields: [], message: t('jobs.editor.staleShort') };
        if (outcome.status === 409) return { ok: false as const, fields: [], message: t('jobs.editor.closed') };
        return { ok: false as const, fields: outcome.fields, message: outcome.status === 400 ? null : t('jobs.editor.failed') };
      }
      if (!publish || !unpublished) {
        toast.success(t('jobs.editor.saved'));
        void navigate(afterSave(outcome.value));
        return { ok: true as const };
      }
      const after = await publishAfterEdit(outcome.value, publish);
      if (!after) toast.error(t('jobs.publishing.scheduleFailed'));
      else if (after.status === 'open') toast.success(t('jobs.editor.published'));
      else toast.success(t(after.status === 'scheduled' ? 'jobs.publishing.scheduled' : 'jobs.publishing.draftSaved'));
      void navigate(after?.status === 'open' ? afterSave(after) : listHref);
      return { ok: true as const };
    };
    return (
      <>
        {version.stale && (
          <StaleVersionAlert message={t('jobs.editor.stale')} reloadLabel={t('jobs.editor.reload')} onReload={version.reload} testId="edit-job-stale" />
        )}
        <JobEditor
          initial={fromJob(job)}
          resetKey={`${job.uniqueId}@${job.version}`}
          {...(visibilityChoices ? { visibilityChoices } : {})}
          submitLabel={unpublished ? t('jobs.editor.publish') : t('jobs.editor.save')}
          {...(unpublished ? { publishing: { mode: job.status === 'scheduled' ? ('schedule' as const) : ('draft' as const), at: localDateTime(job.publishAt) } } : {})}
          actions={
            <Link to={listHref} className="button button--secondary">
              {t('jobs.editor.cancel')}
            </Link>
          }
          onSubmit={save}
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
