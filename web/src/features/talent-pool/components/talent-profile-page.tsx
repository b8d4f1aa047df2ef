import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/date-format.ts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { bandLabel } from '../../../lib/rank-band.ts';
import { talentProfile } from '../api/talent-pool.ts';
import { countryLabel, fullName, trackLabel, yearLabel } from './labels.ts';
import { ShortListButton } from './short-list-button.tsx';
import { TalentFrame, TalentLoadFailed } from './talent-frame.tsx';

/**
 * /dashboard/user/{uniqueId} and /dashboard/u/{url}: a student as this company may see them (only what they allowed;
 * "not found" when they are not visible to the company). Each visit is recorded for the student.
 */
export function TalentProfilePage({ organisationId, nav, by }: { organisationId: string; nav: ReactNode; by: { uniqueId: string } | { link: string } }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lng = useLocale();
  const key = 'uniqueId' in by ? `id:${by.uniqueId}` : `link:${by.link}`;
  const profile = useOutcome(`${organisationId}/${key}`, () => talentProfile(organisationId, by));
  const name = profile.status === 'ready' ? fullName(profile.value) || t('talentPool.unnamed') : t('talentPool.profile.title');

  useEffect(() => {
    document.title = t('talentPool.profile.documentTitle', { name });
  }, [t, name]);

  const notFound = profile.status === 'failed' && profile.refusal?.status === 404;
  return (
    <TalentFrame title={name} nav={nav} testId="talent-profile-page">
      {profile.status === 'loading' && <p className="muted" role="status">{t('common.loading')}</p>}
      {notFound && (
        <div className="employer-card talent__empty" data-testid="talent-profile-not-found">
          <p>{t('talentPool.profile.notFound')}</p>
          <Link to={paths.employerArea.talentPool.href()}>{t('talentPool.profile.back')}</Link>
        </div>
      )}
      {profile.status === 'failed' && !notFound && <TalentLoadFailed onRetry={profile.reload} />}
      {profile.status === 'ready' && (
        <div className="talent__profile" data-testid="talent-profile">
          <section className="employer-card" aria-labelledby="profile-about">
            <h2 id="profile-about">{t('talentPool.profile.about')}</h2>
            <dl className="talent__facts">
              <dt>{t('talentPool.filters.university')}</dt>
              <dd>{profile.value.university.name}</dd>
              <dt>{t('talentPool.filters.country')}</dt>
              <dd>{countryLabel(profile.value.university.area, lng)}</dd>
              {profile.value.yearOfStudy && (
                <>
                  <dt>{t('talentPool.filters.year')}</dt>
                  <dd>{yearLabel(t, profile.value.yearOfStudy)}</dd>
                </>
              )}
              {profile.value.tracks.length > 0 && (
                <>
                  <dt>{t('talentPool.filters.track')}</dt>
                  <dd>{profile.value.tracks.map((id) => trackLabel(t, id)).join(', ')}</dd>
                </>
              )}
            </dl>
            {profile.value.skills.length > 0 && (
              <>
                <h3>{t('talentPool.skills')}</h3>
                <ul className="talent__chips">
                  {profile.value.skills.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </>
            )}
            <div className="talent__actions">
              <Link className="button button--primary button--small" to={paths.employerArea.chat.href(profile.value.uniqueId)} data-testid="talent-profile-message">
                {t('talentPool.message')}
              </Link>
              <ShortListButton organisationId={organisationId} studentId={profile.value.uniqueId} name={fullName(profile.value)} />
            </div>
          </section>
          <section className="employer-card" aria-labelledby="profile-results">
            <h2 id="profile-results">{t('talentPool.profile.results')}</h2>
            {profile.value.results.length === 0 ? (
              <p className="muted">{t('talentPool.profile.noResults')}</p>
            ) : (
              <ul className="talent__rows">
                {profile.value.results.map((r) => (
                  <li key={r.challengeId} data-testid="talent-profile-result">
                    <span>
                      {r.title} <span className="muted">· {trackLabel(t, r.track)}</span>
                    </span>
                    {r.band !== null && <span className="talent__badge">{bandLabel(t, r.band, lng)}</span>}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="employer-card" aria-labelledby="profile-events">
            <h2 id="profile-events">{t('talentPool.profile.events')}</h2>
            {profile.value.eventsAttended.length === 0 ? (
              <p className="muted">{t('talentPool.profile.noEvents')}</p>
            ) : (
              <ul className="talent__rows">
                {profile.value.eventsAttended.map((e) => (
                  <li key={e.eventId}>
                    <span>{e.title}</span>
                    <span className="muted">{formatDay(e.startsAt, locale)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </TalentFrame>
  );
}
