import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TakenDownBadge } from '../../../components/ui/taken-down-badge.tsx';
import { VisibilityBadge } from '../../../components/ui/visibility-badge.tsx';
import { closeJob, deleteDraft, listJobs, unscheduleJob } from '../api/employer-jobs.ts';
import type { CompanyJob } from '../api/job-schema.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { isStaleVersion } from '../../../lib/use-stale-version.ts';
import { STAGES } from '../utils/job-form.ts';
import { dateTimeText, JobFacts, JobStatusBadge } from './job-facts.tsx';
import { LoadFailed } from './load-failed.tsx';
import './jobs.css';

interface Props {
  organisationId: string;
  nav?: ReactNode;
  createHref: string;
  detailsHref: (jobId: string) => string;
  /** Remembers the job to edit (client state editJob) and opens the editor. */
  onEdit: (jobId: string) => void;
  /** Career centers and societies: who each job reaches, as a badge. */
  showVisibility?: boolean;
}

/** /dashboard/Jobposts: the organisation's jobs with their status and applicants per stage. */
export function JobPostsPage({ organisationId, nav, createHref, detailsHref, onEdit, showVisibility = false }: Props) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  const jobs = useOutcome(organisationId, () => listJobs(organisationId));
  const [closing, setClosing] = useState<CompanyJob | null>(null);
  const [deleting, setDeleting] = useState<CompanyJob | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = t('jobs.posts.documentTitle');
  }, [t]);

  const confirmClose = async () => {
    if (!closing) return;
    setBusy(true);
    try {
      const outcome = await closeJob(organisationId, closing.uniqueId, `"${closing.version}"`);
      if (outcome.ok) toast.success(t('jobs.posts.closed'));
      else toast.error(isStaleVersion(outcome.status) ? t('jobs.editor.staleShort') : t('jobs.posts.closeFailed'));
    } catch {
      toast.error(t('jobs.posts.closeFailed'));
    }
    setBusy(false);
    setClosing(null);
    jobs.reload();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const outcome = await deleteDraft(organisationId, deleting.uniqueId, `"${deleting.version}"`);
      if (outcome.ok) toast.success(t('jobs.publishing.deleted'));
      else toast.error(isStaleVersion(outcome.status) ? t('jobs.editor.staleShort') : t('jobs.publishing.deleteFailed'));
    } catch {
      toast.error(t('jobs.publishing.deleteFailed'));
    }
    setBusy(false);
    setDeleting(null);
    jobs.reload();
  };

  const unschedule = async (job: CompanyJob) => {
    try {
      const outcome = await unscheduleJob(organisationId, job.uniqueId, `"${job.version}"`);
      if (outcome.ok) toast.success(t('jobs.publishing.unscheduled'));
      else toast.error(isStaleVersion(outcome.status) ? t('jobs.editor.staleShort') : t('jobs.publishing.unscheduleFailed'));
    } catch {
      toast.error(t('jobs.publishing.unscheduleFailed'));
    }
    jobs.reload();
  };

  return (
    <div className="container page" data-testid="job-posts-page">
      <header className="page-header job-card__head">
        <h1 className="page-title">{t('jobs.posts.title')}</h1>
        <Link to={createHref} className="button button--primary" data-testid="job-create-link">
          {t('jobs.posts.create')}
        </Link>
      </header>
      {nav}
      {jobs.status === 'loading' && (
        <div className="job-list" aria-busy="true">
          <span className="visually-hidden" role="status">
            {t('common.loading')}
          </span>
          <Skeleton className="skeleton--tile" />
          <Skeleton className="skeleton--tile" />
        </div>
      )}
      {jobs.status === 'failed' && <LoadFailed message={t('jobs.posts.failed')} onRetry={jobs.reload} />}
      {jobs.status === 'ready' && jobs.value.length === 0 && (
        <p className="muted" data-testid="job-posts-empty">
          {t('jobs.posts.empty')}
        </p>
      )}
      {jobs.status === 'ready' && jobs.value.length > 0 && (
        <ul className="job-list" data-testid="job-posts">
          {jobs.value.map((job) => (
            <li key={job.uniqueId} className="job-card" data-testid="job-post">
              <div className="job-card__head">
                <h2 className="job-card__title">{job.title}</h2>
                <JobStatusBadge job={job} />
                {showVisibility && <VisibilityBadge visibility={job.visibility} />}
                <TakenDownBadge takenDown={job.takenDown} />
              </div>
              <JobFacts job={job} />
              {job.status === 'scheduled' && job.publishAt && (
                <p className="muted" data-testid="job-publish-at">
                  {t('jobs.publishing.goesLive', { date: dateTimeText(job.publishAt, lng) })}
                </p>
              )}
              {job.status === 'draft' && (
                <p className="muted" data-testid="job-draft-note">
                  {t('jobs.publishing.draftNote')}
                </p>
              )}
              {(job.status === 'open' || job.status === 'closed') && (
              <p className="job-counts" data-testid="job-applicant-counts">
                <strong>{t('jobs.posts.applicants', { count: job.applicants.total })}</strong>
                {STAGES.filter((s) => job.applicants[s] > 0).map((s) => (
                  <span key={s}>
                    {t(`jobs.stages.${s}`)}: {job.applicants[s]}
                  </span>
                ))}
              </p>
              )}
              <div className="job-card__actions">
                {(job.status === 'open' || job.status === 'closed') && (
                  <Link to={detailsHref(job.uniqueId)} className="button button--secondary button--small" data-testid="job-applicants-link">
                    {t('jobs.posts.view')}
                  </Link>
                )}
                {(job.status === 'draft' || job.status === 'scheduled') && (
                  <>
                    <button type="button" className="button button--secondary button--small" onClick={() => onEdit(job.uniqueId)} data-testid="job-edit">
                      {t('jobs.posts.edit')}
                    </button>
                    {job.status === 'scheduled' && (
                      <button type="button" className="button button--secondary button--small" onClick={() => void unschedule(job)} data-testid="job-unschedule">
                        {t('jobs.publishing.unschedule')}
                      </button>
                    )}
                    <button type="button" className="button button--secondary button--small" onClick={() => setDeleting(job)} data-testid="job-delete">
                      {t('jobs.publishing.delete')}
                    </button>
                  </>
                )}
                {job.status === 'open' && (
                  <>
                    <button type="button" className="button button--secondary button--small" onClick={() => onEdit(job.uniqueId)} data-testid="job-edit">
                      {t('jobs.posts.edit')}
                    </button>
                    <button type="button" className="button button--secondary button--small" onClick={() => setClosing(job)} data-testid="job-close">
                      {t('jobs.posts.close')}
                    </button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={closing !== null}
        title={t('jobs.posts.closeTitle')}
        body={t('jobs.posts.closeBody')}
        cancelLabel={t('jobs.cancel')}
        confirmLabel={t('jobs.posts.closeConfirm')}
        onCancel={() => setClosing(null)}
        onConfirm={() => void confirmClose()}
        busy={busy}
        testId="job-close-dialog"
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('jobs.publishing.deleteTitle')}
        body={t('jobs.publishing.deleteBody')}
        cancelLabel={t('jobs.cancel')}
        confirmLabel={t('jobs.publishing.deleteConfirm')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        busy={busy}
        testId="job-delete-dialog"
      />
    </div>
  );
}
