import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { TRACK_IDS } from '../../../config/tracks.ts';
import { trackLabel } from '../../../lib/fixed-labels.ts';

export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow eyebrow--inverse">{t('home.hero.eyebrow')}</p>
          <h1 id="hero-title" className="hero__title">
            {t('home.hero.title')}
          </h1>
          <p className="hero__lead">{t('home.hero.lead')}</p>
          <div className="hero__actions">
            <Link to={paths.register.href()} className="button button--accent button--large">
              {t('home.hero.register')}
            </Link>
            <Link to={paths.events.href()} className="button button--ghost button--large">
              {t('home.hero.browseEvents')}
            </Link>
          </div>
          <p id="hero-tracks-label" className="hero__tracks-label">
            {t('home.hero.tracksLabel')}
          </p>
          {/* Each chip starts registration with its track chosen; the onboarding then has it ticked (issue 10). */}
          <ul className="hero__tracks" aria-labelledby="hero-tracks-label">
            {TRACK_IDS.map((track) => (
              <li key={track}>
                <Link to={paths.register.href({ track })} className="chip hero__track" data-testid="home-track" data-track={track}>
                  {trackLabel(t, track)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="hero__art" aria-hidden="true">
          <svg viewBox="0 0 420 360" width="420" height="360">
            <defs>
              <linearGradient id="heroA" x1="0" y1="0" x2="1" y2="1">
                <stop offset="0" stopColor="#7c8cff" />
                <stop offset="1" stopColor="#3346d3" />
              </linearGradient>
              <linearGradient id="heroB" x1="0" y1="0" x2="1" y2="1">
                <stop offset="0" stopColor="#ffcf6b" />
                <stop offset="1" stopColor="#ff8a5b" />
              </linearGradient>
            </defs>
            <rect x="40" y="40" width="300" height="190" rx="22" fill="url(#heroA)" opacity="0.95" />
            <rect x="70" y="80" width="150" height="14" rx="7" fill="#fff" opacity="0.9" />
            <rect x="70" y="108" width="210" height="10" rx="5" fill="#fff" opacity="0.55" />
            <rect x="70" y="128" width="180" height="10" rx="5" fill="#fff" opacity="0.55" />
            <rect x="70" y="170" width="92" height="32" rx="16" fill="#fff" />
            <rect x="180" y="170" width="92" height="32" rx="16" fill="#fff" opacity="0.3" />
            <rect x="200" y="200" width="190" height="130" rx="20" fill="#fff" stroke="#e3e6f5" />
            <path d="M222 300l34-40 30 24 40-56 42 36" fill="none" stroke="url(#heroB)" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
            <circle cx="368" cy="264" r="9" fill="#ff8a5b" />
            <circle cx="60" cy="290" r="34" fill="url(#heroB)" />
            <path d="M46 290l10 10 20-22" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
      </div>
    </section>
  );
}
