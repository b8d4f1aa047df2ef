import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { dateTimeFormat } from '../../../lib/date-format.ts';
import { trackLabel } from '../../../lib/fixed-labels.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { getCompany } from '../api/directory.ts';
import { ActivityFigures, CompanyFacts } from './company-search-page.tsx';
import { DirectoryLoadState } from './directory-load-state.tsx';
import './host-directory.css';

const day = (iso: string, locale: string) => dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

/**
 * /cc|so/dashboard/company/{link}: one employer as a career center or a society sees it — about, upcoming public
 * events, open jobs, and its activity at the host's university (aggregates, "fewer than 5" below five students).
 * `relationship`: a career center's own standing with the employer (composed by the route), under its activity.
 */
export function CompanyDirectoryPage({
  organisationId,
  link,
  nav,
  searchHref,
  relationship,
}: {
  organisationId: string;
  link: string;
  nav: ReactNode;
  searchHref: string;
  relationship?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const loaded = useOutcome(`${organisationId}/${link}`, () => getCompany(organisationId, link));
  const name = loaded.status === 'ready' ? loaded.value.name : '';

  useEffect(() => {
    document.title = name ? t('hostDirectory.company.documentTitle', { name }) : t('hostDirectory.companies.documentTitle');
  }, [t, name]);

  return (
    <div className="container page directory" data-testid="company-directory-page">
      <p>
        <Link to={searchHref}>{t('hostDirectory.company.back')}</Link>
      </p>
      <DirectoryLoadState
        loaded={loaded}
        title={t('hostDirectory.companies.title')}
        nav={nav}
        notFound={t('hostDirectory.company.notFound')}
        error={t('hostDirectory.company.error')}
        errorTestId="company-directory-error"
      />
      {loaded.status === 'ready' && (
        <>
          <header className="page-header directory-card__head">
            {loaded.value.logo && <img className="directory-card__logo" src={loaded.value.logo} alt="" />}
            <h1 className="page-title">{loaded.value.name}</h1>
          </header>
          {nav}
          {loaded.value.tagline && <p className="directory__lead">{loaded.value.tagline}</p>}
          <CompanyFacts company={loaded.value} />
          <section className="directory-section" aria-labelledby="company-activity-title">
            <h2 id="company-activity-title">{t('hostDirectory.company.activityTitle')}</h2>
            <p className="muted">{t('hostDirectory.companies.privacy')}</p>
            <ActivityFigures activity={loaded.value.activity} />
          </section>
          {relationship}
          {loaded.value.about && (
            <section className="directory-section" aria-labelledby="company-about-title">
              <h2 id="company-about-title">{t('hostDirectory.company.about')}</h2>
              <p className="directory__about">{loaded.value.about}</p>
            </section>
          )}
          <section className="directory-section" aria-labelledby="company-jobs-title">
            <h2 id="company-jobs-title">{t('hostDirectory.company.jobs')}</h2>
            {loaded.value.jobs.length === 0 ? (
              <p className="muted">{t('hostDirectory.company.noJobs')}</p>
            ) : (
              <ul className="directory__rows" data-testid="company-directory-jobs">
                {loaded.value.jobs.map((job) => (
                  <li key={job.uniqueId}>
                    <Link to={paths.job.href(job.uniqueId)}>{job.title}</Link>
                    <span className="muted">
                      {t(`jobs.types.${job.type}`, { defaultValue: job.type })} · {trackLabel(t, job.track)} · {t('hostDirectory.company.deadline', { date: day(job.deadline, locale) })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="directory-section" aria-labelledby="company-events-title">
            <h2 id="company-events-title">{t('hostDirectory.company.events')}</h2>
            {loaded.value.events.length === 0 ? (
              <p className="muted">{t('hostDirectory.company.noEvents')}</p>
            ) : (
              <ul className="directory__rows">
                {loaded.value.events.map((event) => (
                  <li key={event.uniqueId}>
                    <Link to={paths.event.href(event.link)}>{event.title}</Link>
                    <span className="muted">{day(event.startTime, locale)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {loaded.value.website && (
            <p>
              <a href={loaded.value.website} target="_blank" rel="noopener noreferrer">
                {t('hostDirectory.company.website')}
              </a>
            </p>
          )}
        </>
      )}
    </div>
  );
}
