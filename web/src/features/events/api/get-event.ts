import { http } from '../../../lib/http.ts';
import { record } from '../../../lib/lenient.ts';
import { readEvent, readEvents, type EventDto } from './event-schema.ts';

export type EventPageData = { found: false } | { found: true; event: EventDto; similar: EventDto[] };

/** One event by its link; `msg: 'No event'` (or no usable event) is "not found", a failed call throws. */
export async function getEvent(link: string): Promise<EventPageData> {
  const body = record(await http.post('api/get/event/no', { json: { link } }).json<unknown>());
  if (!body || typeof body.msg !== 'string') throw new Error('get/event: an answer without msg');
  if (body.msg !== 'success') return { found: false };
  const event = readEvent(body.event);
  if (!event) return { found: false };
  return { found: true, event, similar: readEvents(body.similar) };
}
