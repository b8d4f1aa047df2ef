import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { eventWhen, shortDate } from '../utils/labels.ts';
import { useOverview } from '../hooks/use-overview.ts';
import { LoadError } from './load-error.tsx';
import { SetupChecklist, type ChecklistLinks } from './setup-checklist.tsx';
import './company.css';

interface Props {
  organisationId: string;
  companyPageHref: string;
  progressHref: string;
  eventHref: (link: string) => string;
  jobHref: (jobId: string) => string;
  jobPostsHref: string;
  links: ChecklistLinks;
}

/** The dashboard index's panels: upcoming events with counts, open jobs with applicants, the setup checklist. */
export function CompanyOverviewPanels({ organisationId, companyPageHref, progressHref, eventHref, jobHref, jobPostsHref, links }: Props) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  const { state, reload } = useOverview(organisationId);

  if (state.status === 'loading') {
    return (
      <section className="employer-card employer-card--wide" aria-busy="true" data-testid="overview-loading">
        <p className="muted">{t('common.loading')}</p>
      </section>
    );
  }
  if (state.status === 'failed') {
    return (
      <section className="employer-card employer-card--wide">
        <LoadError onRetry={reload} />
      </section>
    );
  }
  const { overview } = state;
  return (
    <>
      <section className="employer-card" aria-labelledby="overview-events-title" data-testid="overview-events">
        <h2 id="overview-events-title">{t('company.overview.events')}</h2>
        {overview.upcomingEvents.length === 0 ? (
          <p className="muted">{t('company.overview.noEvents')}</p>
        ) : (
          <ul className="overview-list">
            {overview.upcomingEvents.map((event) => (
              <li key={event.uniqueId}>
                <Link to={eventHref(event.link)}>{event.title}</Link>
                <span className="muted">{eventWhen(event.startTime, overview.company.settings.defaultTimezone, lng)}</span>
                <span className="overview-list__counts">
                  {t('company.overview.attending', { count: event.attending ?? 0 })}
                  {event.approval && ` · ${t('company.overview.pending', { count: event.pending ?? 0 })}`}
                </span>
              </li>
            ))}
          </ul>
        )}
        {overview.draftEvents > 0 && <p className="muted">{t('company.overview.drafts', { count: overview.draftEvents })}</p>}
      </section>
      <section className="employer-card" aria-labelledby="overview-jobs-title" data-testid="overview-jobs">
        <h2 id="overview-jobs-title">{t('company.overview.jobs')}</h2>
        {overview.openJobs.length === 0 ? (
          <p className="muted">{t('company.overview.noJobs')}</p>
        ) : (
          <ul className="overview-list">
            {overview.openJobs.map((job) => (
              <li key={job.uniqueId}>
                <Link to={jobHref(job.uniqueId)}>{job.title}</Link>
                <span className="muted">{t('company.page.deadline', { date: shortDate(job.deadline, lng) })}</span>
                <span className="overview-list__counts">{t('company.overview.applicants', { count: job.applicants ?? 0 })}</span>
              </li>
            ))}
          </ul>
        )}
        <Link to={jobPostsHref} className="button button--secondary button--small">
          {t('company.overview.allJobs')}
        </Link>
      </section>
      <section className="employer-card employer-card--wide" aria-labelledby="overview-setup-title" data-testid="overview-setup">
        <h2 id="overview-setup-title">{t('company.checklist.title')}</h2>
        <SetupChecklist checklist={overview.checklist} links={links} compact />
        <div className="employer-card__actions">
          <Link to={progressHref} className="button button--secondary button--small">
            {t('company.checklist.open')}
          </Link>
          <Link to={companyPageHref} className="button button--secondary button--small" data-testid="overview-company-page">
            {t('company.overview.companyPage')}
          </Link>
        </div>
      </section>
    </>
  );
}
