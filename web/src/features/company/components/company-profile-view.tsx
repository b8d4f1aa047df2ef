import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { inReaderLanguage } from '../../../components/content-languages/reader-version.ts';
import { WrittenInNote } from '../../../components/content-languages/written-in-note.tsx';
import { DEFAULT_COMPANY_IMAGE, DEFAULT_EVENT_IMAGE, ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { findCountry } from '../../../config/countries.ts';
import { countryName } from '../../../lib/country-name.ts';
import { toLanguage } from '../../../lib/languages.ts';
import type { ActivityEvent, ActivityJob, CompanyProfile } from '../api/company-schema.ts';
import { displayAddress, eventWhen, industryLabelKey, shortDate } from '../utils/labels.ts';
import './company.css';

const titleField = ['title'] as const;

interface Props {
  name: string;
  profile: CompanyProfile;
  events: ActivityEvent[];
  jobs: ActivityJob[];
  eventHref: (link: string) => string;
  jobHref: (jobId: string) => string;
  /** Shown beside the name (an Edit button, a status badge). */
  actions?: ReactNode;
  /** Shown above everything (a review banner for members). */
  notice?: ReactNode;
  /** Shown under the tagline (how fast the company replies to students). */
  byline?: ReactNode;
}

/**
 * A company as students see it: cover, logo, name, tagline, facts, about, locations, upcoming events and open jobs.
 * The employer's own view uses the same component, so what they see is what students get.
 */
export function CompanyProfileView({ name, profile, events, jobs, eventHref, jobHref, actions, notice, byline }: Props) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  const industryKey = industryLabelKey(profile.industry);
  const country = findCountry(profile.country);
  return (
    <article className="company-page" data-testid="company-page">
      {notice}
      <div className={`company-page__cover${profile.cover ? '' : ' company-page__cover--empty'}`}>
        {profile.cover && <img src={profile.cover} alt="" data-testid="company-cover" />}
      </div>
      <header className="company-page__head">
        <div className="company-page__logo">
          {profile.logo ? (
            <ImageWithFallback src={profile.logo} fallback={DEFAULT_COMPANY_IMAGE} alt={t('company.page.logoAlt', { name })} data-testid="company-logo" />
          ) : (
            <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
          )}
        </div>
        <div className="company-page__title">
          <h1 className="page-title" data-testid="company-name">
            {name}
          </h1>
          {profile.tagline && <p className="company-page__tagline">{profile.tagline}</p>}
          {byline}
        </div>
        {actions && <div className="company-page__actions">{actions}</div>}
      </header>

      <dl className="company-page__facts">
        {profile.industry && (
          <div>
            <dt>{t('company.page.industry')}</dt>
            <dd>{industryKey ? t(industryKey) : profile.industry}</dd>
          </div>
        )}
        {profile.size && (
          <div>
            <dt>{t('company.page.size')}</dt>
            <dd>{t('employer.company.sizeOption', { size: profile.size })}</dd>
          </div>
        )}
        {profile.country && (
          <div>
            <dt>{t('company.page.headquarters')}</dt>
            <dd>{country ? countryName(country, lng) : profile.country}</dd>
          </div>
        )}
        {profile.website && (
          <div>
            <dt>{t('company.page.website')}</dt>
            <dd>
              <a href={profile.website} target="_blank" rel="noopener noreferrer nofollow" data-testid="company-website">
                {displayAddress(profile.website)}
              </a>
            </dd>
          </div>
        )}
      </dl>

      <div className="company-page__body">
        <section className="company-section" aria-labelledby="company-about-title">
          <h2 id="company-about-title" className="section-title">
            {t('company.page.about')}
          </h2>
          {profile.about ? <p className="company-page__about" data-testid="company-about">{profile.about}</p> : <p className="muted">{t('company.page.noAbout')}</p>}
          {profile.locations.length > 0 && (
            <>
              <h3 className="company-section__subtitle">{t('company.page.locations')}</h3>
              <ul className="company-chips" data-testid="company-locations">
                {profile.locations.map((location) => (
                  <li key={location} className="company-chip">
                    {location}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>

        <section className="company-section" aria-labelledby="company-events-title" data-testid="company-events">
          <h2 id="company-events-title" className="section-title">
            {t('company.page.events')}
          </h2>
          {events.length === 0 ? (
            <p className="muted">{t('company.page.noEvents')}</p>
          ) : (
            <ul className="company-list">
              {events.map((event) => {
                // The title in the reader's language when the host wrote it, else the source's with a note.
                const shown = inReaderLanguage(event, titleField, toLanguage(lng));
                return (
                  <li key={event.uniqueId} className="company-list__item">
                    <ImageWithFallback className="company-list__thumb" src={event.img} fallback={DEFAULT_EVENT_IMAGE} alt="" />
                    <div>
                      <Link to={eventHref(event.link)} className="company-list__title" lang={shown.lang}>
                        {shown.title}
                      </Link>
                      <WrittenInNote language={shown.writtenIn} />
                      <p className="muted">{eventWhen(event.startTime, event.timezone, lng)}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <section className="company-section" aria-labelledby="company-jobs-title" data-testid="company-jobs">
          <h2 id="company-jobs-title" className="section-title">
            {t('company.page.jobs')}
          </h2>
          {jobs.length === 0 ? (
            <p className="muted">{t('company.page.noJobs')}</p>
          ) : (
            <ul className="company-list">
              {jobs.map((job) => {
                // The title in the reader's language when the company wrote it, else the source's with a note.
                const shown = inReaderLanguage(job, titleField, toLanguage(lng));
                return (
                  <li key={job.uniqueId} className="company-list__item company-list__item--plain">
                    <div>
                      <Link to={jobHref(job.uniqueId)} className="company-list__title" lang={shown.lang}>
                        {shown.title}
                      </Link>
                      <WrittenInNote language={shown.writtenIn} />
                      <p className="muted">
                        {t(`jobs.types.${job.type}`, { defaultValue: job.type })} · {job.remote ? t('jobs.remote') : job.locations.join(', ')} ·{' '}
                        {t('company.page.deadline', { date: shortDate(job.deadline, lng) })}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </article>
  );
}
