import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from '../../../lib/toast.ts';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { trackLabel } from '../../../lib/fixed-labels.ts';
import { downloadCv, getJob, listApplicants, moveApplicant } from '../api/employer-jobs.ts';
import type { Applicant } from '../api/job-schema.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { NEXT_STAGES } from '../utils/job-form.ts';
import { dateText, JobFacts, JobStatusBadge, StageBadge } from './job-facts.tsx';
import { LoadFailed } from './load-failed.tsx';
import './jobs.css';

interface Props {
  organisationId: string;
  jobId: string;
  nav?: ReactNode;
  listHref: string;
  onEdit: (jobId: string) => void;
}

/** /dashboard/job/details/{uniqueId}: the job and its applicants, each movable one stage on (or out) with buttons. */
export function JobDetailsPage({ organisationId, jobId, nav, listHref, onEdit }: Props) {
  const { t } = useTranslation();
  const job = useOutcome(`${organisationId}/${jobId}`, () => getJob(organisationId, jobId));
  const applicants = useOutcome(`${organisationId}/${jobId}`, () => listApplicants(organisationId, jobId));

  useEffect(() => {
    document.title = job.status === 'ready' ? t('jobs.details.documentTitle', { title: job.value.title }) : t('jobs.posts.documentTitle');
  }, [t, job]);

  return (
    <div className="container page" data-testid="job-details-page">
      <p>
        <Link to={listHref}>← {t('jobs.details.back')}</Link>
      </p>
      {job.status === 'loading' && <PageSpinner />}
      {job.status === 'failed' && <LoadFailed message={job.refusal?.status === 404 ? t('jobs.editor.notFound') : t('jobs.editor.loadFailed')} onRetry={job.reload} />}
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
      <section aria-labelledby="applicants-title">
        <h2 id="applicants-title" className="section-title">
          {t('jobs.details.applicantsTitle')}
        </h2>
        {applicants.status === 'loading' && <p className="muted">{t('common.loading')}</p>}
        {applicants.status === 'failed' && <LoadFailed message={t('jobs.details.failed')} onRetry={applicants.reload} />}
        {applicants.status === 'ready' && applicants.value.length === 0 && (
          <p className="muted" data-testid="applicants-empty">
            {t('jobs.details.empty')}
          </p>
        )}
        {applicants.status === 'ready' && applicants.value.length > 0 && (
          <ul className="applicants" data-testid="applicants">
            {applicants.value.map((a) => (
              <ApplicantCard
                key={a.applicationId}
                applicant={a}
                organisationId={organisationId}
                jobId={jobId}
                onMoved={(stage) => applicants.set(applicants.value.map((x) => (x.applicationId === a.applicationId ? { ...x, stage } : x)))}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ApplicantCard({ applicant: a, organisationId, jobId, onMoved }: { applicant: Applicant; organisationId: string; jobId: string; onMoved: (stage: string) => void }) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const name = `${a.firstName} ${a.LastName}`.trim() || t('jobs.details.unnamed');
  const headingId = `applicant-${a.applicationId}`;

  const move = async (stage: string) => {
    setBusy(true);
    try {
      const outcome = await moveApplicant(organisationId, jobId, a.applicationId, stage);
      if (outcome.ok) {
        onMoved(outcome.value.stage);
        toast.success(t('jobs.details.moved', { name, stage: t(`jobs.stages.${stage}`) }));
      } else toast.error(outcome.status === 404 ? t('jobs.details.gone') : t('jobs.details.moveFailed'));
    } catch {
      toast.error(t('jobs.details.moveFailed'));
    }
    setBusy(false);
  };

  const cv = async () => {
    const ok = await downloadCv(organisationId, jobId, a.applicationId, a.cvName ?? 'cv.pdf').catch(() => false);
    if (!ok) toast.error(t('jobs.details.cvFailed'));
  };

  return (
    <li className="applicant" aria-labelledby={headingId} data-testid="applicant">
      <div className="job-card__head">
        <h3 id={headingId} className="applicant__name">
          {name}
        </h3>
        <StageBadge stage={a.stage} />
      </div>
      <p className="job-card__meta">
        <span>{a.university?.name ?? t('jobs.details.noUniversity')}</span>
        {a.tracks.length > 0 && <span>{a.tracks.map((id) => trackLabel(t, id)).join(', ')}</span>}
        <span>{t('jobs.details.appliedOn', { date: dateText(a.submittedAt, i18n.resolvedLanguage ?? 'en') })}</span>
      </p>
      {a.coverNote && (
        <div>
          <h4 className="field__label">{t('jobs.details.coverNote')}</h4>
          <p className="applicant__note">{a.coverNote}</p>
        </div>
      )}
      <div className="applicant__actions" role="group" aria-label={t('jobs.details.actionsFor', { name })}>
        {a.hasCv ? (
          <button type="button" className="button button--secondary button--small" onClick={() => void cv()} data-testid="applicant-cv">
            {t('jobs.details.cv')}
          </button>
        ) : (
          <span className="muted">{t('jobs.details.noCv')}</span>
        )}
        {(NEXT_STAGES[a.stage] ?? []).map((stage) => (
          <button
            key={stage}
            type="button"
            className={`button button--small ${stage === 'rejected' ? 'button--secondary' : 'button--primary'}`}
            disabled={busy}
            onClick={() => void move(stage)}
            data-testid={`move-${stage}`}
          >
            {t(`jobs.details.actions.${stage}`)}
          </button>
        ))}
      </div>
    </li>
  );
}
