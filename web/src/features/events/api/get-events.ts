import { http } from '../../../lib/http.ts';
import { record } from '../../../lib/lenient.ts';
import { readEvents, type EventDto } from './event-schema.ts';

export const EVENTS_PAGE_SIZE = 15;

/**
 * One page (1-based) of upcoming events, ascending. Items that do not match the contract are dropped rather than
 * failing the page. `ip` stays empty: no third-party IP lookup (see docs/events-contract.md).
 */
export async function getEvents(page: number): Promise<EventDto[]> {
  const body = record(await http.post('api/getEvents/no', { json: { page, limit: EVENTS_PAGE_SIZE, ip: '' } }).json<unknown>());
  if (body?.msg !== 'success') throw new Error(`getEvents: ${typeof body?.msg === 'string' ? body.msg : 'no msg'}`);
  return readEvents(body.events);
}
