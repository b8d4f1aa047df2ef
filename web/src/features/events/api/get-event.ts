import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';
import { eventSchema, type EventDto } from './event-schema.ts';
import { parseEvents } from './get-events.ts';

const responseSchema = z.object({
  msg: z.string(),
  event: z.optional(z.unknown()),
  similar: z.catch(z.array(z.unknown()), []),
});

export type EventPageData = { found: false } | { found: true; event: EventDto; similar: EventDto[] };

/** One event by its link; `msg: 'No event'` (or no usable event) is "not found", a failed call throws. */
export async function getEvent(link: string): Promise<EventPageData> {
  const body = await http.post('api/get/event/no', { json: { link } }).json<unknown>();
  const parsed = responseSchema.parse(body);
  if (parsed.msg !== 'success') return { found: false };
  const event = eventSchema.safeParse(parsed.event);
  if (!event.success) return { found: false };
  return { found: true, event: event.data, similar: parseEvents(parsed.similar) };
}
