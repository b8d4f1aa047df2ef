import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 13: career center staff register team members for upcoming webinars (docs/host-areas.md). The facts
// (who registered, for which webinar, cancelled) are in the log and projected into webinar_team_registrations; the
// person's name and address live beside the log in webinar_team_contacts, which cancelling and account deletion delete.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE webinar_team_registrations (
      registration_id uuid PRIMARY KEY,
      organisation_id uuid NOT NULL,
      event_id uuid NOT NULL,
      registered_by uuid NOT NULL,
      registered_at timestamptz NOT NULL
    );
    CREATE INDEX webinar_team_registrations_org_idx ON webinar_team_registrations (organisation_id, event_id);
    CREATE TABLE webinar_team_contacts (
      registration_id uuid PRIMARY KEY,
      organisation_id uuid NOT NULL,
      event_id uuid NOT NULL,
      email_key text NOT NULL,
      name text NOT NULL,
      email text NOT NULL
    );
    CREATE UNIQUE INDEX webinar_team_contacts_once_idx ON webinar_team_contacts (organisation_id, event_id, email_key);
    CREATE INDEX webinar_team_contacts_email_idx ON webinar_team_contacts (email_key);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE webinar_team_contacts; DROP TABLE webinar_team_registrations;');
}
