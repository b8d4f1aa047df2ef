import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/session.ts';
import type { EventDto } from '../api/event-schema.ts';
import { getEvent } from '../api/get-event.ts';

export type EventPageState =
  | { status: 'loading' }
  | { status: 'ready'; event: EventDto; similar: EventDto[] }
  | { status: 'missing' };

/**
 * Loads one event page; 'missing' covers both "No event" and a failed call (the screen treats them alike). Loaded
 * again when the session changes: with a bearer the answer carries the student's own `attendance`.
 */
export function useEventPage(link: string): EventPageState {
  const token = useSession()?.token ?? null;
  const [state, setState] = useState<EventPageState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getEvent(link).then(
      (data) => {
        if (current) setState(data.found ? { status: 'ready', event: data.event, similar: data.similar } : { status: 'missing' });
      },
      (error: unknown) => {
        console.error('getEvent failed', error);
        if (current) setState({ status: 'missing' });
      },
    );
    return () => {
      current = false;
    };
  }, [link, token]);

  return state;
}
