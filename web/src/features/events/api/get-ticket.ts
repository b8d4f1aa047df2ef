import * as z from 'zod/mini';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';

// An attending student's ticket (docs/events.md § Check-in): issued on the first call, the same code afterwards.

const ticketSchema = z.object({
  code: z.string(),
  checkedInAt: z.nullable(z.string()),
  event: z.object({ uniqueId: z.string(), link: z.string(), title: z.string(), startTime: z.string(), endTime: z.string(), timezone: z.string() }),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const getTicket = (eventId: string): Promise<Outcome<Ticket>> =>
  outcomeRequest('post', 'api/event/ticket', (body) => ticketSchema.parse((body as { ticket?: unknown }).ticket), { json: { eventId } });

/** The code as people read it aloud and type it: two groups of four. */
export const groupedCode = (code: string): string => code.replace(/^(.{4})(.{4})$/, '$1 $2');
