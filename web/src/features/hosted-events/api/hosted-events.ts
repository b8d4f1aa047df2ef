import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';
import { fileNameOf, saveDownload } from '../../../lib/save-download.ts';
import type { EventRequestBody } from '../utils/event-form.ts';
import { attendanceSchema, decidedSchema, eventSummarySchema, hostedEventSchema, type EventAttendance, type EventSummary, type HostedEvent } from './hosted-event-schema.ts';

// A company's own events (docs/events.md § Hosting). Every call names the organisation, so the same screens
// serve any host later (student organisations, career centers).

const base = (organisationId: string) => `api/organisations/${encodeURIComponent(organisationId)}/events`;
const one = (organisationId: string, eventId: string) => `${base(organisationId)}/${encodeURIComponent(eventId)}`;
const eventAnswer = (b: unknown): HostedEvent => z.object({ event: hostedEventSchema }).parse(b).event;

export const listEvents = (organisationId: string): Promise<Outcome<EventSummary[]>> =>
  outcomeRequest('get', base(organisationId), (b) => z.object({ events: z.array(eventSummarySchema) }).parse(b).events);

/** The event with its ETag (send it back as If-Match to change it). */
export const getEvent = (organisationId: string, eventId: string): Promise<Outcome<HostedEvent>> =>
  outcomeRequest('get', one(organisationId, eventId), eventAnswer);

export const createEvent = (organisationId: string, body: EventRequestBody, publish: boolean): Promise<Outcome<HostedEvent>> =>
  outcomeRequest('post', base(organisationId), eventAnswer, { json: { ...body, publish } });

export const editEvent = (organisationId: string, eventId: string, body: EventRequestBody, etag: string): Promise<Outcome<HostedEvent>> =>
  outcomeRequest('post', `${one(organisationId, eventId)}/edit`, eventAnswer, { json: body, ifMatch: etag });

export const publishEvent = (organisationId: string, eventId: string, etag: string): Promise<Outcome<HostedEvent>> =>
  outcomeRequest('post', `${one(organisationId, eventId)}/publish`, eventAnswer, { json: {}, ifMatch: etag });

export const cancelEvent = (organisationId: string, eventId: string, reason: string, etag: string): Promise<Outcome<HostedEvent>> =>
  outcomeRequest('post', `${one(organisationId, eventId)}/cancel`, eventAnswer, { json: reason ? { reason } : {}, ifMatch: etag });

export const getAttendance = (organisationId: string, eventId: string): Promise<Outcome<EventAttendance>> =>
  outcomeRequest('get', `${one(organisationId, eventId)}/attendance`, (b) => attendanceSchema.parse(b));

export const markAnswered = (organisationId: string, eventId: string, questionId: string): Promise<Outcome<true>> =>
  outcomeRequest('post', `${one(organisationId, eventId)}/questions/${encodeURIComponent(questionId)}/answer`, () => true as const, { json: {} });

const checkedInSchema = z.object({
  msg: z.string(),
  attendee: z.object({ uniqueId: z.string(), firstName: z.string(), LastName: z.string(), university: z.string(), checkedInAt: z.nullable(z.string()) }),
});
export type CheckedIn = z.infer<typeof checkedInSchema>;

/** Lets a student in by their ticket's code (scanned or typed) or from the list (docs/events.md § Check-in). */
export const checkIn = (organisationId: string, eventId: string, who: { code: string } | { userId: string }): Promise<Outcome<CheckedIn>> =>
  outcomeRequest('post', `${one(organisationId, eventId)}/check-in`, (b) => checkedInSchema.parse(b), { json: who });

/** Who attends, who waits and who came, as a CSV file: fetched with the bearer, handed to the browser as a download. */
export async function downloadAttendanceCsv(organisationId: string, eventId: string): Promise<boolean> {
  const response = await http(`${one(organisationId, eventId)}/attendance.csv`, { throwHttpErrors: false, headers: { Accept: 'text/csv' } });
  if (!response.ok) return false;
  saveDownload(await response.blob(), fileNameOf(response, 'attendance.csv'));
  return true;
}

/** One request or several at once (the same decision for each). */
export const decideRequests = (eventId: string, userIds: string[], decision: 'approve' | 'decline') =>
  outcomeRequest('post', 'api/event/requests/decide', (b) => decidedSchema.parse(b), {
    json: userIds.length === 1 ? { eventId, userId: userIds[0], decision } : { eventId, userIds, decision },
  });

/** A cover image: the server checks it by content, re-encodes it and answers where it lives. */
export function uploadCover(file: File): Promise<Outcome<string>> {
  const form = new FormData();
  form.set('file', file, file.name);
  return outcomeRequest('post', 'api/uploads/image', (b) => z.object({ file: z.object({ url: z.string() }) }).parse(b).file.url, { form });
}
