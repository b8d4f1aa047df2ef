import { http } from '../../../lib/http.ts';
import { record } from '../../../lib/lenient.ts';
import { takePageData } from '../../../lib/page-data.ts';
import { getSession } from '../../../lib/session.ts';
import { readEvent, readEvents, type EventDto } from './event-schema.ts';

export type EventPageData = { found: false } | { found: true; event: EventDto; similar: EventDto[] };

/** One event by its link; `msg: 'No event'` (or no usable event) is "not found", a failed call throws. */
export async function getEvent(link: string): Promise<EventPageData> {
  return readAnswer(await http.post('api/get/event/no', { json: { link } }).json<unknown>());
}

/**
 * The event a visitor's page carries (services/api/src/http/index-html.ts), read once, so the first render shows it
 * without a call; undefined when there is none or the person is signed in (their answer is their own: attendance).
 */
export function carriedEvent(link: string): EventPageData | undefined {
  const carried = takePageData(`event:${link}`);
  if (carried === undefined || getSession()) return undefined;
  try {
    return readAnswer(carried);
  } catch {
    return undefined;
  }
}

function readAnswer(answer: unknown): EventPageData {
  const body = record(answer);
  if (!body || typeof body.msg !== 'string') throw new Error('get/event: an answer without msg');
  if (body.msg !== 'success') return { found: false };
  const event = readEvent(body.event);
  if (!event) return { found: false };
  return { found: true, event, similar: readEvents(body.similar) };
}
