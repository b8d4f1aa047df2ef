import { http } from '../../../lib/http.ts';
import { record } from '../../../lib/lenient.ts';
import { readEvents, type EventDto } from './event-schema.ts';

export const EVENTS_PAGE_SIZE = 15;

const EARLY_MAX_AGE_MS = 10_000;
let early: { answer: Promise<EventDto[]>; at: number } | undefined;

/**
 * Asks for page 1 now; the list's first call for it (within 10 s) takes this answer instead of asking again. The
 * /events screen calls it when its chunk runs, which on a first visit is while the language file still loads: the
 * list's request then goes out beside the rest of the JavaScript instead of after the first render (issue 10, LCP).
 * The saved session is back by then (main.tsx restores it before any screen chunk runs), so the bearer goes with it.
 */
export function requestFirstEventsPage(): void {
  const answer = getEvents(1);
  answer.catch(() => undefined); // reported by the list when it takes the answer
  early = { answer, at: Date.now() };
}

/**
 * One page (1-based) of upcoming events, ascending. Items that do not match the contract are dropped rather than
 * failing the page. `ip` stays empty: no third-party IP lookup (see docs/events.md § Listing).
 */
export async function getEvents(page: number): Promise<EventDto[]> {
  if (page === 1 && early && Date.now() - early.at < EARLY_MAX_AGE_MS) {
    const { answer } = early;
    early = undefined;
    return answer;
  }
  early = undefined;
  const body = record(await http.post('api/getEvents/no', { json: { page, limit: EVENTS_PAGE_SIZE, ip: '' } }).json<unknown>());
  if (body?.msg !== 'success') throw new Error(`getEvents: ${typeof body?.msg === 'string' ? body.msg : 'no msg'}`);
  return readEvents(body.events);
}
