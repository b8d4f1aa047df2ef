import type { MigrationBuilder } from 'node-pg-migrate';

// A question whose asker deleted their account stays (its votes and answer are the host's history) but loses its
// text and asker; the lists show it as a deleted account's (QuestionErased).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('ALTER TABLE event_questions ADD COLUMN erased boolean NOT NULL DEFAULT false;');
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('ALTER TABLE event_questions DROP COLUMN erased;');
}
