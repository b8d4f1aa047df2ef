import type { Db } from '@fast-track/shared/db/db';
import { ConflictError } from '@fast-track/shared/errors';

export class AlreadyRegisteredError extends ConflictError {
  override readonly code = 'ALREADY_REGISTERED';
}

export const contactKey = (email: string): string => email.trim().toLowerCase();

/** The person's part of a team registration (`webinar_team_contacts`): written with the fact, deleted on cancel and erasure. */
export const webinarContacts = {
  async taken(tx: Db, organisationId: string, eventId: string, email: string): Promise<boolean> {
    const found = await tx.query('SELECT 1 FROM webinar_team_contacts WHERE organisation_id = $1 AND event_id = $2 AND email_key = $3', [organisationId, eventId, contactKey(email)]);
    return found.rows.length > 0;
  },

  async insert(tx: Db, row: { registrationId: string; organisationId: string; eventId: string; name: string; email: string }): Promise<void> {
    try {
      await tx.query('INSERT INTO webinar_team_contacts (registration_id, organisation_id, event_id, email_key, name, email) VALUES ($1, $2, $3, $4, $5, $6)', [
        row.registrationId,
        row.organisationId,
        row.eventId,
        contactKey(row.email),
        row.name,
        row.email,
      ]);
    } catch (error) {
      // Two registrations of one address raced past the check: the unique index keeps one.
      if ((error as { code?: unknown }).code === '23505') throw new AlreadyRegisteredError('This address is already registered for this webinar.');
      throw error;
    }
  },

  async delete(tx: Db, registrationId: string): Promise<void> {
    await tx.query('DELETE FROM webinar_team_contacts WHERE registration_id = $1', [registrationId]);
  },

  /** The registrations made for this address (account deletion). */
  async of(tx: Db, email: string): Promise<{ registrationId: string; organisationId: string; eventId: string }[]> {
    const found = await tx.query<{ registration_id: string; organisation_id: string; event_id: string }>(
      'SELECT registration_id::text AS registration_id, organisation_id::text AS organisation_id, event_id::text AS event_id FROM webinar_team_contacts WHERE email_key = $1',
      [contactKey(email)],
    );
    return found.rows.map((r) => ({ registrationId: r.registration_id, organisationId: r.organisation_id, eventId: r.event_id }));
  },
};
