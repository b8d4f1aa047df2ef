import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_EVENT_IMAGE, ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { paths } from '../../../config/paths.ts';
import { challengePaths } from '../../../config/paths/challenges.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import type { TrackPageLive } from '../api/track-page.ts';
import { useTranslation } from 'react-i18next';
import { groupTexts } from '../content/texts.ts';
import type { TrackLiveText } from '../content/types.ts';

type State = { status: 'loading' } | { status: 'ready'; live: TrackPageLive } | { status: 'failed' };

/**
 * The live part of a students' track page (/corporate-track, /innovation-track, /founders-hub): the open challenges
 * and the upcoming events of the page's tracks, from one call. The HTTP client loads with the call, not the page.
 */
export function TrackLive({ page }: { page: string }) {
  const { t } = useTranslation();
  const lng = useLocale();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    import('../api/track-page.ts')
      .then(({ getTrackPage }) => getTrackPage(page))
      .then(
        (outcome) => current && setState(outcome.ok ? { status: 'ready', live: outcome.value } : { status: 'failed' }),
        () => current && setState({ status: 'failed' }),
      );
    return () => {
      current = false;
    };
  }, [page, attempt]);

  const live = groupTexts<TrackLiveText>(t, 'siteTrackLive');
  const day = new Intl.DateTimeFormat(lng, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const when = new Intl.DateTimeFormat(lng, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

  if (state.status === 'loading') {
    return (
      <p className="muted track-live__status" role="status" data-testid="track-live-loading">
        {t('site.common.loading')}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="alert alert--error" role="alert" data-testid="track-live-failed">
        <span>{t('site.common.failed')}</span>
        <button type="button" className="link-button" onClick={() => setAttempt((n) => n + 1)}>
          {t('site.common.retry')}
        </button>
      </div>
    );
  }
  const { challenges, events } = state.live;
  return (
    <div className="track-live" data-testid="track-live">
      <section aria-labelledby={`track-challenges-${page}`}>
        <h2 id={`track-challenges-${page}`} className="track-live__title">
          {live.challengesTitle}
        </h2>
        {challenges.length === 0 ? (
          <p className="muted">{live.noChallenges}</p>
        ) : (
          <ul className="track-live__list" data-user-content>
            {challenges.map((challenge) => (
              <li key={challenge.uniqueId} className="track-live__item" data-testid="track-challenge">
                <Link to={challengePaths.page.href(challenge.uniqueId)} className="track-live__link">
                  {challenge.title}
                </Link>
                <span className="track-live__meta">
                  {challenge.company.name} · {t('siteTrackLive.minutes', { minutes: challenge.minutes })} ·{' '}
                  <span lang={lng}>{t('siteTrackLive.openUntil', { date: day.format(new Date(challenge.closesAt)) })}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`track-events-${page}`}>
        <h2 id={`track-events-${page}`} className="track-live__title">
          {live.eventsTitle}
        </h2>
        {events.length === 0 ? (
          <p className="muted">{live.noEvents}</p>
        ) : (
          <ul className="track-live__list" data-user-content>
            {events.map((event) => (
              <li key={event.link} className="track-live__item track-live__item--event" data-testid="track-event">
                <ImageWithFallback className="track-live__cover" src={event.img} fallback={DEFAULT_EVENT_IMAGE} alt="" width={96} height={64} loading="lazy" />
                <span>
                  <Link to={paths.event.href(event.link)} className="track-live__link">
                    {event.title}
                  </Link>
                  <span className="track-live__meta">
                    <time dateTime={event.startsAt} lang={lng}>
                      {when.format(new Date(event.startsAt))}
                    </time>
                    {event.company && <> · {event.company}</>}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
