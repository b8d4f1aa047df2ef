import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale.ts';
import type { EventDto } from '../api/event-schema.ts';
import { useInView } from '../hooks/use-in-view.ts';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { useRevealedCount } from '../../../lib/use-revealed-count.ts';
import { warmDateFormatting } from '../../../lib/date-format.ts';
import { EVENTS_PAGE_SIZE, getEvents } from '../api/get-events.ts';
import { formatMonthHeading } from '../utils/event-time.ts';
import { groupByMonth } from '../utils/month-groups.ts';
import { EventCard } from './event-card.tsx';

// The quick-look panel (and its dialog and focus trap) loads when a card is first opened, not with the list.
const EventPanel = lazy(() => import('./event-panel.tsx').then((m) => ({ default: m.EventPanel })));
import { EventsSkeleton } from './events-skeleton.tsx';
import './events.css';

const eventKey = (event: EventDto): string => event.uniqueId;

export function EventsList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = usePagedList(getEvents, EVENTS_PAGE_SIZE, eventKey);
  const { items: events, loadMore } = list;
  const loading = list.status === 'loading';
  const failed = list.status === 'failed';
  const done = list.status === 'done';
  const idle = list.status === 'idle';
  const [selected, setSelected] = useState<EventDto | null>(null);
  // Mounted from the first open on, so closing keeps the panel's own close behaviour (animation, focus return).
  const panelWanted = useOpenedOnce(selected !== null);
  const { ref: sentinelRef, inView } = useInView<HTMLDivElement>();
  const now = useMemo(() => new Date(), []);
  const revealed = useRevealedCount(events.length);
  const allRevealed = revealed === events.length;
  const groups = useMemo(() => groupByMonth(events.slice(0, revealed)), [events, revealed]);

  // The first page is on its way: pay the first date formatter's cost now rather than in the task that renders it.
  useEffect(() => warmDateFormatting(locale), [locale]);

  // Load the next page while the sentinel is near the viewport (once the page in hand is all rendered, or the
  // sentinel sits right under the first slice); re-checked after each page, since a short page can leave the
  // sentinel visible without a new intersection event.
  useEffect(() => {
    if (idle && inView && allRevealed) loadMore();
  }, [idle, inView, allRevealed, loadMore]);

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
          <button type="button" className="button button--secondary" onClick={list.retry} data-testid="events-retry">
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
            onClick={loadMore}
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

      {panelWanted && (
        <Suspense fallback={null}>
          <EventPanel event={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </section>
  );
}
