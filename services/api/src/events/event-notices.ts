import type { Db } from '@fast-track/shared/db/db';
import type { Logger } from '@fast-track/shared/logger';
import type { MailJobInput, MailQueue } from '../mail/index.ts';
import { attendeeContacts, studentContact } from './read-models/hosted-events.queries.ts';

// What students hear when their host acts: a mail in their language (the mail queue) beside the live message the
// routes send to open pages. A mail that cannot be queued is logged, never the host's error: the change is made.
// Neither function throws.

export type EventChange = 'updated' | 'cancelled';
export type RequestDecision = 'approved' | 'declined';

export interface EventNotices {
  /** Every student attending or waiting for a decision; `key` makes a repeat of the same fact send nothing more. */
  eventChanged(event: { eventId: string; link: string; title: string }, change: EventChange, key: string, reason?: string): Promise<void>;
  requestDecided(event: { eventId: string; link: string; title: string }, userId: string, decision: RequestDecision, key: string): Promise<void>;
}

type UpdateVars = Omit<Extract<MailJobInput, { template: 'event-update' }>['vars'], 'name'>;

/** At most this many mails are queued at once, so a big event's news does not hold every database connection. */
const lanes = 8;

export function createEventNotices(deps: { db: Db; mail: MailQueue; logger: Logger }): EventNotices {
  const send = async (to: { email: string; firstName: string; lng: string }, vars: UpdateVars, jobId: string) => {
    try {
      await deps.mail.enqueue({ to: to.email, template: 'event-update', lng: to.lng, vars: { ...vars, name: to.firstName } }, { jobId });
    } catch (err) {
      deps.logger.warn({ err }, 'event mail not queued');
    }
  };
  return {
    async eventChanged(event, change, key, reason) {
      const contacts = await attendeeContacts(deps.db, event.eventId).catch((err: unknown) => {
        deps.logger.warn({ err, eventId: event.eventId }, 'event attendees not read for mail');
        return [];
      });
      const vars: UpdateVars = { eventTitle: event.title, link: event.link, change, ...(reason ? { reason } : {}) };
      let next = 0;
      const lane = async () => {
        while (next < contacts.length) {
          const contact = contacts[next++]!;
          await send(contact, vars, `event-update:${contact.email}:${key}`);
        }
      };
      await Promise.all(Array.from({ length: Math.min(lanes, contacts.length) }, lane));
    },
    async requestDecided(event, userId, decision, key) {
      const contact = await studentContact(deps.db, userId).catch((err: unknown) => {
        deps.logger.warn({ err, eventId: event.eventId }, 'student not read for mail');
        return undefined;
      });
      if (contact) await send(contact, { eventTitle: event.title, link: event.link, change: decision }, `event-update:${contact.email}:${key}`);
    },
  };
}
