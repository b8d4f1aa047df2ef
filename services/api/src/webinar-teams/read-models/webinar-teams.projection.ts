import type { Db } from '@fast-track/shared/db/db';
import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { WebinarTeamEvent } from '../webinar-team.ts';

/** Inline: the registrations that stand (ids and who registered when; the person's part is in webinar_team_contacts). */
export const webinarTeamsProjection = defineProjection<WebinarTeamEvent>({
  name: 'webinar-team-registrations',
  tables: ['webinar_team_registrations'],
  on: {
    async WebinarTeamMemberRegistered(tx, e) {
      const d = e.data;
      await tx.query('INSERT INTO webinar_team_registrations (registration_id, organisation_id, event_id, registered_by, registered_at) VALUES ($1, $2, $3, $4, $5)', [
        d.registrationId,
        d.organisationId,
        d.eventId,
        d.by,
        d.at,
      ]);
    },
    async WebinarTeamRegistrationCancelled(tx, e) {
      await tx.query('DELETE FROM webinar_team_registrations WHERE registration_id = $1', [e.data.registrationId]);
    },
  },
});

export interface TeamRegistrationView {
  registrationId: string;
  eventId: string;
  name: string;
  email: string;
  registeredAt: string;
}

/** A career center's registrations (with the person's part), by webinar and then in registering order. */
export async function registrationsOf(db: Db, organisationId: string): Promise<TeamRegistrationView[]> {
  const found = await db.query<{ registration_id: string; event_id: string; name: string; email: string; registered_at: Date }>(
    `SELECT r.registration_id::text AS registration_id, r.event_id::text AS event_id, c.name, c.email, r.registered_at
     FROM webinar_team_registrations r JOIN webinar_team_contacts c ON c.registration_id = r.registration_id
     WHERE r.organisation_id = $1 ORDER BY r.event_id, r.registered_at, r.registration_id LIMIT 1000`,
    [organisationId],
  );
  return found.rows.map((r) => ({ registrationId: r.registration_id, eventId: r.event_id, name: r.name, email: r.email, registeredAt: new Date(r.registered_at).toISOString() }));
}

export async function findRegistration(db: Db, organisationId: string, registrationId: string): Promise<{ eventId: string } | undefined> {
  const found = await db.query<{ event_id: string }>('SELECT event_id::text AS event_id FROM webinar_team_registrations WHERE organisation_id = $1 AND registration_id = $2', [
    organisationId,
    registrationId,
  ]);
  return found.rows[0] && { eventId: found.rows[0].event_id };
}
