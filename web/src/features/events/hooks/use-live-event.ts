import { useEffect, useRef, useState } from 'react';
import type { EventWatcher } from '../../../lib/realtime-events.ts';
import { getSession } from '../../../lib/session.ts';
import { whenEngaged } from '../../../lib/when-engaged.ts';

/**
 * Watches the event's room while the page is open (docs/events.md § Realtime), for visitors too.
 * Returns whether the room is joined (live). The socket module is loaded on demand — for a visitor at their first
 * interaction with the page (or after 10 s; lib/when-engaged.ts), since a signed-in person's connection is open
 * already (app/realtime-session.tsx). Handlers are read through a ref so re-renders do not re-join the room.
 * `onJoined` runs when the room is joined again after the connection dropped: what was broadcast meanwhile is
 * missed, and the page catches up by loading again (features/events/components/event-page.tsx).
 */
/**
 * A visitor who has engaged once watches at once from then on: the page loaded again after a live change (or the next
 * event page) must not wait for another tap while its connection closes behind it.
 */
let visitorEngaged = false;

export function useLiveEvent(eventId: string, watcher: EventWatcher): boolean {
  const ref = useRef(watcher);
  ref.current = watcher;
  const [joined, setJoined] = useState(false);

  useEffect(() => {
    let unwatch: (() => void) | null = null;
    let live = true;
    const watch = () => import('../../../lib/socket.ts')
      .then(({ realtime }) => {
        if (!live) return;
        // Only a join after a drop reports: the first one follows the page's own answer (a signed-in person's connection
        // opens as the page loads; a visitor's at their first interaction, docs/events.md § Realtime).
        let dropped = false;
        unwatch = realtime.watch(eventId, {
          onJoined: () => {
            setJoined(true);
            if (dropped) ref.current.onJoined?.();
            dropped = false;
          },
          onLeft: () => {
            setJoined(false);
            dropped = true;
          },
          onQuestion: (m) => ref.current.onQuestion?.(m),
          onUpvotes: (m) => ref.current.onUpvotes?.(m),
          onParticipants: (m) => ref.current.onParticipants?.(m),
          onChanged: (m) => ref.current.onChanged?.(m),
          onAnswered: (m) => ref.current.onAnswered?.(m),
          onAttendance: (m) => ref.current.onAttendance?.(m),
        });
      })
      .catch((error: unknown) => console.warn('realtime unavailable', error));
    let cancelWait = (): void => undefined;
    if (getSession() || visitorEngaged) void watch();
    else
      cancelWait = whenEngaged(() => {
        visitorEngaged = true;
        void watch();
      });
    return () => {
      live = false;
      cancelWait();
      unwatch?.();
      setJoined(false);
    };
  }, [eventId]);

  return joined;
}
