import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { useInView } from '../../../lib/use-in-view.ts';
import type { EventDto } from '../api/event-schema.ts';
import { EventsSkeleton } from './events-skeleton.tsx';
import { EventLinkCards } from './similar-events.tsx';
import './events.css';

type State = { status: 'loading' } | { status: 'ready'; events: EventDto[] } | { status: 'failed' };

/**
 * The next few events, for the home page. Quiet on failure: the home page is still useful without it. It sits below
 * the fold on a phone, so the list (and the HTTP client and schemas behind it) loads when the section comes near the
 * viewport, not with the first paint; its skeleton holds the same place meanwhile.
 */
export function UpcomingEventsTeaser({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });
  const { ref, inView } = useInView<HTMLElement>('400px');
  const [wanted, setWanted] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (inView) setWanted(true);
  }, [inView]);

  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    import('../api/get-events.ts')
      .then(({ getEvents }) => getEvents(1))
      .then(
        (events) => current && setState({ status: 'ready', events: events.slice(0, count) }),
        () => current && setState({ status: 'failed' }),
      );
    return () => {
      current = false;
    };
  }, [count, wanted]);

  return (
    <section ref={ref} className="teaser" aria-labelledby="teaser-title" data-testid="events-teaser">
      <div className="teaser__head">
        <div>
          <p className="eyebrow">{t('home.events.eyebrow')}</p>
          <h2 id="teaser-title" className="section-title">
            {t('home.events.title')}
          </h2>
        </div>
        <Link to={paths.events.href()} className="button button--secondary">
          {t('home.events.all')}
        </Link>
      </div>
      {state.status === 'loading' && <EventsSkeleton count={3} />}
      {state.status === 'failed' && <p className="muted">{t('home.events.failed')}</p>}
      {state.status === 'ready' &&
        (state.events.length === 0 ? (
          <p className="muted">{t('events.empty')}</p>
        ) : (
          <EventLinkCards events={state.events} />
        ))}
    </section>
  );
}
