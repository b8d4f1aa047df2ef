import { useEffect, useRef, useState } from 'react';
import type { EventWatcher } from '../../../lib/realtime-events.ts';

/**
 * Watches the event's room while the page is open (docs/participation-contract.md § Realtime), for visitors too.
 * Returns whether the room is joined (live). The socket module is loaded on demand; handlers are read through a ref so re-renders do not re-join the room.
 */
export function useLiveEvent(eventId: string, watcher: EventWatcher): boolean {
  const ref = useRef(watcher);
  ref.current = watcher;
  const [joined, setJoined] = useState(false);

  useEffect(() => {
    let unwatch: (() => void) | null = null;
    let live = true;
    import('../../../lib/socket.ts')
      .then(({ realtime }) => {
        if (!live) return;
        unwatch = realtime.watch(eventId, {
          onJoined: () => setJoined(true),
          onLeft: () => setJoined(false),
          onQuestion: (m) => ref.current.onQuestion?.(m),
          onUpvotes: (m) => ref.current.onUpvotes?.(m),
          onParticipants: (m) => ref.current.onParticipants?.(m),
          onChanged: (m) => ref.current.onChanged?.(m),
          onAnswered: (m) => ref.current.onAnswered?.(m),
          onAttendance: (m) => ref.current.onAttendance?.(m),
        });
      })
      .catch((error: unknown) => console.warn('realtime unavailable', error));
    return () => {
      live = false;
      unwatch?.();
      setJoined(false);
    };
  }, [eventId]);

  return joined;
}
