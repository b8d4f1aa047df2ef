import type { Db } from '@fast-track/shared/db/db';
import type { Logger } from '@fast-track/shared/logger';
import { handOffStaged, stageMail, type MailJobInput, type MailQueue, type StagedMail } from '../mail/index.ts';
import { calendarOfEvent, eventCalendarColumns, eventCalendarVars, type EventCalendarRow } from './event-calendar.ts';
import { attendeeContacts, studentContact } from './read-models/hosted-events.queries.ts';

// What students hear when their host acts: a mail in their language (the mail queue) beside the live message the
// routes send to open pages. The mails of a change, a cancellation or a decided request are stored in the host's
// command transaction (../mail/staged-mail.ts) and handed to the queue once it commits: a crash in between loses
// none. A mail that cannot be handed over now is logged, never the host's error.

export type EventChange = 'updated' | 'cancelled';
export type RequestDecision = 'approved' | 'declined' | 'promoted';

export interface EventNotices {
  /**
   * Stores, in `tx` (the command's transaction), a mail to every student attending or waiting for a decision;
   * `key` makes a repeat of the same fact send nothing more. Hand the answer to `handOff` after the commit.
   */
  stageEventChanged(tx: Db, event: { eventId: string; link: string; title: string }, change: EventChange, key: string, reason?: string): Promise<StagedMail[]>;
  /** Gives committed mails to the queue; never throws (what is not handed over now, the worker's redrive sends). */
  handOff(staged: readonly StagedMail[]): Promise<void>;
  /**
   * Stores, in `tx` (the decision's transaction), the mail telling the student — a host's decision, or a place given
   * to the first on the waitlist (`promoted`); hand it to `handOff` after the commit.
   */
  stageRequestDecided(tx: Db, event: { eventId: string; link: string; title: string }, userId: string, decision: RequestDecision, key: string): Promise<StagedMail[]>;
  /**
   * Mails a student who just joined an event (no approval needed) its confirmation with the .ics — once per student
   * and event: leaving and joining again sends nothing more (the mail's key is spent). Never throws.
   */
  confirmAttendance(eventId: string, studentId: string): Promise<void>;
}

type UpdateVars = Omit<Extract<MailJobInput, { template: 'event-update' }>['vars'], 'name'>;
type Contact = { email: string; firstName: string; lng: string };

const updateMail = (to: Contact, vars: UpdateVars): MailJobInput => ({
  to: to.email,
  template: 'event-update',
  lng: to.lng,
  vars: { ...vars, name: to.firstName },
});

/** `publicUrl`: base of the event's address in the confirmation's .ics (config PUBLIC_URL). */
export function createEventNotices(deps: { db: Db; mail: MailQueue; logger: Logger; publicUrl: string }): EventNotices {
  return {
    async stageEventChanged(tx, event, change, key, reason) {
      const vars: UpdateVars = { eventTitle: event.title, link: event.link, change, ...(reason ? { reason } : {}) };
      const staged: StagedMail[] = [];
      // One connection (the transaction's): the rows are written one after another.
      for (const contact of await attendeeContacts(tx, event.eventId)) {
        const mail = await stageMail(tx, updateMail(contact, vars), `event-update:${contact.email}:${key}`);
        if (mail) staged.push(mail);
      }
      return staged;
    },
    handOff: (staged) => handOffStaged(deps.mail, staged, deps.logger),
    async stageRequestDecided(tx, event, userId, decision, key) {
      const contact = await studentContact(tx, userId);
      if (!contact) return [];
      // The attendance confirmation carries the event's .ics (the same file as the event page's add-to-calendar).
      const calendar = decision !== 'declined' ? await calendarOfEvent(tx, event.eventId, deps.publicUrl) : undefined;
      const vars: UpdateVars = { eventTitle: event.title, link: event.link, change: decision, ...(calendar ? { calendar } : {}) };
      const mail = await stageMail(tx, updateMail(contact, vars), `event-update:${contact.email}:${key}`);
      return mail ? [mail] : [];
    },
    async confirmAttendance(eventId, studentId) {
      try {
        // A student without a mail address (signed up by one-time code, no identity row) costs one read, no transaction.
        const contact = await studentContact(deps.db, studentId);
        if (!contact) return;
        const staged = await deps.db.transaction(async (tx) => {
          const event = (await tx.query<EventCalendarRow>(`SELECT ${eventCalendarColumns} FROM event_list e WHERE e.event_id = $1`, [eventId])).rows[0];
          if (!event) return undefined;
          const calendar = eventCalendarVars(event, deps.publicUrl);
          const vars: UpdateVars = { eventTitle: calendar.title, link: event.link, change: 'attending', calendar };
          return stageMail(tx, updateMail(contact, vars), `event-attending:${contact.email}:${eventId}`);
        });
        if (staged) await handOffStaged(deps.mail, [staged], deps.logger);
      } catch (err) {
        deps.logger.warn({ err, eventId }, 'attendance confirmation not mailed');
      }
    },
  };
}
