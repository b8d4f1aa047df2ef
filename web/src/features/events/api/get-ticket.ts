import { record } from '../../../lib/lenient.ts';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';

// An attending student's ticket (docs/events.md § Check-in): issued on the first call, the same code afterwards.
// Read without the schema library: this file shares the events' API chunk with the /events and event page first
// screens (vite.config.ts, feature-api), and zod there cost those screens 15 KB gz (issue 28).

export interface Ticket {
  code: string;
  checkedInAt: string | null;
  event: { uniqueId: string; link: string; title: string; startTime: string; endTime: string; timezone: string };
}

const EVENT_FIELDS = ['uniqueId', 'link', 'title', 'startTime', 'endTime', 'timezone'] as const;

/** The ticket of the API's answer; throws on any missing or mistyped field (a ticket is shown whole or not at all). */
export function readTicket(value: unknown): Ticket {
  const ticket = record(value);
  const event = record(ticket?.['event']);
  const checkedInAt = ticket?.['checkedInAt'];
  if (!ticket || typeof ticket['code'] !== 'string' || !(checkedInAt === null || typeof checkedInAt === 'string') || !event) {
    throw new TypeError('malformed ticket');
  }
  const fields = EVENT_FIELDS.map((field) => [field, event[field]] as const);
  if (fields.some(([, v]) => typeof v !== 'string')) throw new TypeError('malformed ticket event');
  return { code: ticket['code'], checkedInAt, event: Object.fromEntries(fields) as Ticket['event'] };
}

export const getTicket = (eventId: string): Promise<Outcome<Ticket>> =>
  outcomeRequest('post', 'api/event/ticket', (body) => readTicket((body as { ticket?: unknown }).ticket), { json: { eventId } });

/** The code as people read it aloud and type it: two groups of four. */
export const groupedCode = (code: string): string => code.replace(/^(.{4})(.{4})$/, '$1 $2');
