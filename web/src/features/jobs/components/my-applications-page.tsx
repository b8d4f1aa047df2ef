import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import type { MyApplication } from '../api/job-schema.ts';
import { listMyApplications } from '../api/student-jobs.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { dateText, StageBadge } from './job-facts.tsx';
import { ResponsivenessFigure } from '../../../components/company/response-transparency.tsx';
import { ApplicationTimeline } from './application-timeline.tsx';
import { LoadFailed } from './load-failed.tsx';
import { WithdrawApplication } from './withdraw-application.tsx';
import './jobs.css';

/**
 * /student/applications: every job the student applied to, with where each application stands. `extra` adds another
 * feature's part to each application (the route gives the interview), as features do not import each other.
 */
export function MyApplicationsPage({ extra }: { extra?: (application: MyApplication) => ReactNode } = {}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  const applications = useOutcome('mine', listMyApplications);

  useEffect(() => {
    document.title = t('jobs.mine.documentTitle');
  }, [t]);

  return (
    <div className="container page" data-testid="my-applications-page">
      <header className="page-header">
        <h1 className="page-title">{t('jobs.mine.title')}</h1>
        <p className="page-lead">{t('jobs.mine.lead')}</p>
      </header>
      {applications.status === 'loading' && (
        <div className="job-list" aria-busy="true">
          <span className="visually-hidden" role="status">
            {t('common.loading')}
          </span>
          <Skeleton className="skeleton--tile" />
        </div>
      )}
      {applications.status === 'failed' && <LoadFailed message={t('jobs.mine.failed')} onRetry={applications.reload} />}
      {applications.status === 'ready' && applications.value.length === 0 && (
        <p className="muted" data-testid="my-applications-empty">
          {t('jobs.mine.empty')} <Link to={paths.student.href()}>{t('jobs.mine.browse')}</Link>
        </p>
      )}
      {applications.status === 'ready' && applications.value.length > 0 && (
        <ul className="job-list" data-testid="my-applications">
          {applications.value.map((a) => (
            <li key={a.applicationId} className="job-card" data-testid="my-application-row">
              <div className="job-card__head">
                <div className="job-page__company">
                  <ImageWithFallback src={a.job.company.logo ?? ''} fallback="/images/default-company.svg" alt="" width={40} height={40} />
                  <h2 className="job-card__title">
                    <Link to={paths.job.href(a.jobId)}>{a.job.title}</Link>
                  </h2>
                </div>
                <StageBadge stage={a.stage} />
              </div>
              <p className="job-card__meta">
                <span>{a.job.company.name}</span>
                <span>{t('jobs.page.appliedOn', { date: dateText(a.submittedAt, lng) })}</span>
                <span>{t('jobs.mine.updated', { date: dateText(a.updatedAt, lng) })}</span>
              </p>
              <ResponsivenessFigure responsiveness={a.job.company.responsiveness} className="reply-time" />
              {a.stage === 'closed' && (
                <p className="alert alert--info" data-testid="application-closed-note">
                  {t('jobs.page.next.closed')}
                </p>
              )}
              {extra?.(a)}
              <ApplicationTimeline application={a} headingId={`history-${a.applicationId}`} />
              <WithdrawApplication
                application={a}
                label={t('jobs.mine.withdrawLabel', { title: a.job.title })}
                onWithdrawn={(next) => applications.set(applications.value.map((x) => (x.applicationId === next.applicationId ? next : x)))}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
