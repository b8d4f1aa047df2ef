import type { MigrationBuilder } from 'node-pg-migrate';

// Read table of the event-attendance projection: one row per student who attends, waits for approval or was
// declined. user_id is text: demo participants are not registered students.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE event_attendance (
      event_id uuid NOT NULL,
      user_id text NOT NULL,
      status text NOT NULL CHECK (status IN ('attending', 'pending', 'declined')),
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (event_id, user_id)
    );
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE event_attendance;');
}
