import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../../lib/session.ts';
import type { EventDto } from '../api/event-schema.ts';
import { getEvent } from '../api/get-event.ts';

export type EventPageState =
  | { status: 'loading' }
  /** `revision` counts loads: a page loaded again after its host changed it is a new revision. */
  | { status: 'ready'; event: EventDto; similar: EventDto[]; revision: number }
  | { status: 'missing' };

/**
 * Loads one event page; 'missing' covers both "No event" and a failed call (the screen treats them alike). Loaded
 * again when the session changes: with a bearer the answer carries the student's own `attendance`. `reload` loads
 * it again in place (the host changed it): the page stays on screen until the new one arrives.
 */
export function useEventPage(link: string): EventPageState & { reload: () => void } {
  const token = useSession()?.token ?? null;
  const [state, setState] = useState<EventPageState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    let current = true;
    setState((s) => (s.status === 'ready' && round > 0 ? s : { status: 'loading' }));
    getEvent(link).then(
      (data) => {
        if (current) setState(data.found ? { status: 'ready', event: data.event, similar: data.similar, revision: round } : { status: 'missing' });
      },
      (error: unknown) => {
        console.error('getEvent failed', error);
        if (current) setState({ status: 'missing' });
      },
    );
    return () => {
      current = false;
    };
  }, [link, token, round]);

  return { ...state, reload };
}
