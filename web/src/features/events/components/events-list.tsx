import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale.ts';
import type { EventDto } from '../api/event-schema.ts';
import { useInView } from '../hooks/use-in-view.ts';
import { eventsListMachine } from '../machines/events-list.machine.ts';
import { formatMonthHeading } from '../utils/event-time.ts';
import { groupByMonth } from '../utils/month-groups.ts';
import { EventCard } from './event-card.tsx';
import { EventPanel } from './event-panel.tsx';
import { EventsSkeleton } from './events-skeleton.tsx';
import './events.css';

export function EventsList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const actor = useActorRef(eventsListMachine);
  const events = useSelector(actor, (s) => s.context.events);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('error'));
  const done = useSelector(actor, (s) => s.hasTag('done'));
  const idle = useSelector(actor, (s) => s.matches('Idle'));
  const [selected, setSelected] = useState<EventDto | null>(null);
  const { ref: sentinelRef, inView } = useInView<HTMLDivElement>();
  const now = useMemo(() => new Date(), []);
  const groups = useMemo(() => groupByMonth(events), [events]);

  // Load the next page while the sentinel is near the viewport; re-checked after each page, since a short page
  // can leave the sentinel visible without a new intersection event.
  useEffect(() => {
    if (idle && inView) actor.send({ type: 'LOAD_MORE' });
  }, [idle, inView, actor]);

  const initialLoading = loading && events.length === 0;

  return (
    <section className="events-list" aria-busy={loading} aria-labelledby="events-heading">
      {initialLoading && (
        <>
          <span className="visually-hidden" role="status">{t('common.loading')}</span>
          <EventsSkeleton />
        </>
      )}

      {groups.map((group) => (
        <section key={group.key} className="month-group" data-testid="month-group" data-month={group.key} aria-labelledby={`month-${group.key}`}>
          <h2 id={`month-${group.key}`} className="month-group__title">
            {formatMonthHeading(group.key, locale)}
          </h2>
          <ul className="events-grid">
            {group.items.map((event) => (
              <li key={event.uniqueId}>
                <EventCard event={event} now={now} onOpen={setSelected} />
              </li>
            ))}
          </ul>
        </section>
      ))}

      {loading && events.length > 0 && <EventsSkeleton count={2} />}

      {/* The one place a failed page is reported, with the one retry (no toast as well: issue 10, observation 8). */}
      {failed && (
        <div className="events-list__error" role="alert" data-testid="events-error">
          <p>{t('events.fetchFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'RETRY' })} data-testid="events-retry">
            {t('common.retry')}
          </button>
        </div>
      )}

      <div ref={sentinelRef} className="events-list__sentinel" aria-hidden="true" />

      {(idle || (loading && events.length > 0)) && (
        <div className="events-list__more">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => actor.send({ type: 'LOAD_MORE' })}
            disabled={loading}
            data-testid="load-more"
          >
            {loading ? t('common.loading') : t('events.loadMore')}
          </button>
        </div>
      )}

      {done && (
        <p className="events-list__end" data-testid="events-end" role="status">
          {events.length === 0 ? t('events.empty') : t('events.noMore')}
        </p>
      )}

      <EventPanel event={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
