import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/session.ts';
import type { EventDto } from '../api/event-schema.ts';
import { carriedEvent, getEvent, type EventPageData } from '../api/get-event.ts';

export type EventPageState =
  | { status: 'loading' }
  /**
   * `revision` counts loads: a page loaded again after its host changed it is a new revision. `loadedAt` is when its
   * answer arrived (performance.now(); 0 for the answer the page carried, made before the page started).
   */
  | { status: 'ready'; event: EventDto; similar: EventDto[]; revision: number; loadedAt: number }
  | { status: 'missing' };

/**
 * Loads one event page; 'missing' covers both "No event" and a failed call (the screen treats them alike). Loaded
 * again when the session changes: with a bearer the answer carries the student's own `attendance`. `reload` loads
 * it again in place (the host changed it): the page stays on screen until the new one arrives.
 */
export function useEventPage(link: string): EventPageState & { reload: () => void } {
  const token = useSession()?.token ?? null;
  // A visitor's page carries the event: the first render shows it, and the first load has nothing to fetch.
  const [carried] = useState(() => ({ link, data: carriedEvent(link) }));
  const [state, setState] = useState<EventPageState>(() => (carried.data ? stateOf(carried.data, 0, 0) : { status: 'loading' }));
  const carriedShown = useRef(false);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    // Used once: a later load (another link, a session, a reload) asks the server.
    if (!carriedShown.current && carried.data && carried.link === link && round === 0 && !token) {
      carriedShown.current = true;
      return undefined;
    }
    carriedShown.current = true;
    let current = true;
    setState((s) => (s.status === 'ready' && round > 0 ? s : { status: 'loading' }));
    getEvent(link).then(
      (data) => {
        if (current) setState((previous) => sameAnswer(previous, data) ? { ...previous, loadedAt: performance.now() } : stateOf(data, round, performance.now()));
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

/** Joined again within this long of the answer (a drop of a moment, or a page just loaded again), nothing was missed. */
const FRESH_MS = 1_000;

/** Whether the page's answer must be asked again now that its room is joined again after a drop: older than FRESH_MS. */
export const staleOnJoin = (loadedAt: number, now = performance.now()): boolean => now - loadedAt >= FRESH_MS;

/**
 * A reload that brought nothing new keeps the page's revision, so its parts are not started again: a catch-up after
 * a drop mostly finds nothing missed, and starting again would drop what the person is doing (a half-typed
 * question, the element they scroll to).
 */
const sameAnswer = (state: EventPageState, data: EventPageData): state is Extract<EventPageState, { status: 'ready' }> =>
  state.status === 'ready' && data.found && JSON.stringify([state.event, state.similar]) === JSON.stringify([data.event, data.similar]);

const stateOf = (data: EventPageData, revision: number, loadedAt: number): EventPageState =>
  data.found ? { status: 'ready', event: data.event, similar: data.similar, revision, loadedAt } : { status: 'missing' };
