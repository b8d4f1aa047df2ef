import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';
import { eventSchema, type EventDto } from './event-schema.ts';

export const EVENTS_PAGE_SIZE = 15;

const responseSchema = z.object({
  msg: z.string(),
  events: z.catch(z.array(z.unknown()), []),
});

/**
 * One page (1-based) of upcoming events, ascending. Items that do not match the contract are dropped rather than
 * failing the page. `ip` stays empty: no third-party IP lookup (see docs/events-contract.md).
 */
export async function getEvents(page: number): Promise<EventDto[]> {
  const body = await http
    .post('api/getEvents/no', { json: { page, limit: EVENTS_PAGE_SIZE, ip: '' } })
    .json<unknown>();
  const parsed = responseSchema.parse(body);
  if (parsed.msg !== 'success') throw new Error(`getEvents: ${parsed.msg}`);
  return parseEvents(parsed.events);
}

export function parseEvents(items: unknown[]): EventDto[] {
  const out: EventDto[] = [];
  for (const item of items) {
    const result = eventSchema.safeParse(item);
    if (result.success) out.push(result.data);
  }
  return out;
}
