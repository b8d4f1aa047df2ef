import * as z from 'zod/mini';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';
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
