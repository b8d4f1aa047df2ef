import { http } from '../../../lib/http.ts';
import { record } from '../../../lib/lenient.ts';
import { takePageData } from '../../../lib/page-data.ts';
import { getSession } from '../../../lib/session.ts';
import { readEvent, readEvents, type EventDto } from './event-schema.ts';

export type EventPageData = { found: false } | { found: true; event: EventDto; similar: EventDto[] };

/** One event by its link; `msg: 'No event'` (or no usable event) is "not found", a failed call throws. */
export async function getEvent(link: string): Promise<EventPageData> {
  // The page may carry a visitor's answer (no call before the first paint); a signed-in person's answer is their own.
  const carried = takePageData(`event:${link}`);
  const body = record(carried !== undefined && !getSession() ? carried : await http.post('api/get/event/no', { json: { link } }).json<unknown>());
  if (!body || typeof body.msg !== 'string') throw new Error('get/event: an answer without msg');
  if (body.msg !== 'success') return { found: false };
  const event = readEvent(body.event);
  if (!event) return { found: false };
  return { found: true, event, similar: readEvents(body.similar) };
}
