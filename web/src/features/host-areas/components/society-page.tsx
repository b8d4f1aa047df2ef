import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { VisibilityBadge } from '../../../components/ui/visibility-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { dateTimeFormat } from '../../../lib/date-format.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { getSociety, type DirectorySociety } from '../api/directory.ts';
import { DirectoryLoadState } from './directory-load-state.tsx';
import './host-directory.css';

interface Props {
  link: string;
  nav?: ReactNode;
  companyHref?: (link: string) => string;
  /** A student's way in (join or ask to, issue 26), composed by the route from the society it shows. */
  join?: (society: DirectorySociety) => ReactNode;
}

/**
 * organization/{link}: a society's page for students and visitors — about, upcoming events (members-only ones only
 * for its members; the server decides), sponsors. `companyHref` links a sponsor that accepted on the platform.
 */
export function SocietyPage({ link, nav, companyHref, join }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const loaded = useOutcome(link, () => getSociety(link));
  const name = loaded.status === 'ready' ? loaded.value.society.name : '';

  useEffect(() => {
    document.title = name ? t('hostDirectory.society.documentTitle', { name }) : t('hostDirectory.societies.documentTitle');
  }, [t, name]);

  const when = (iso: string) => dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

  return (
    <div className="container page directory" data-testid="society-page">
      <DirectoryLoadState
        loaded={loaded}
        title={t('hostDirectory.societies.title')}
        nav={nav}
        notFound={t('hostDirectory.society.notFound')}
        error={t('hostDirectory.society.error')}
        errorTestId="society-page-error"
      />
      {loaded.status === 'ready' && (
        <>
          <header className="page-header directory-card__head">
            {loaded.value.society.logo && <img className="directory-card__logo" src={loaded.value.society.logo} alt="" />}
            <h1 className="page-title">{loaded.value.society.name}</h1>
          </header>
          {nav}
          <p className="directory-card__meta">{[loaded.value.society.category, loaded.value.society.university?.name].filter(Boolean).join(' · ')}</p>
          {join?.(loaded.value.society)}
          <section className="directory-section" aria-labelledby="society-about-title">
            <h2 id="society-about-title">{t('hostDirectory.society.about')}</h2>
            {loaded.value.society.description ? <p className="directory__about">{loaded.value.society.description}</p> : <p className="muted">{t('hostDirectory.society.noAbout')}</p>}
            {loaded.value.society.website && (
              <p>
                <a href={loaded.value.society.website} target="_blank" rel="noopener noreferrer">
                  {t('hostDirectory.company.website')}
                </a>
              </p>
            )}
          </section>
          <section className="directory-section" aria-labelledby="society-events-title">
            <h2 id="society-events-title">{t('hostDirectory.society.events')}</h2>
            {loaded.value.events.length === 0 ? (
              <p className="muted" data-testid="society-no-events">
                {t('hostDirectory.society.noEvents')}
              </p>
            ) : (
              <ul className="directory__rows" data-testid="society-events">
                {loaded.value.events.map((event) => (
                  <li key={event.uniqueId}>
                    <Link to={paths.event.href(event.link)}>{event.title}</Link>
                    <span className="muted">{when(event.startTime)}</span>
                    {event.visibility !== 'everyone' && <VisibilityBadge visibility={event.visibility} />}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="directory-section" aria-labelledby="society-sponsors-title">
            <h2 id="society-sponsors-title">{t('hostDirectory.society.sponsors')}</h2>
            {loaded.value.sponsors.length === 0 ? (
              <p className="muted">{t('hostDirectory.society.noSponsors')}</p>
            ) : (
              <ul className="directory__rows" data-testid="society-sponsors">
                {loaded.value.sponsors.map((sponsor, i) => (
                  <li key={`${sponsor.name}-${i}`}>{sponsor.companyLink && companyHref ? <Link to={companyHref(sponsor.companyLink)}>{sponsor.name}</Link> : sponsor.name}</li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
