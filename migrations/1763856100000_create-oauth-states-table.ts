import type { MigrationBuilder } from 'node-pg-migrate';

// Pending LinkedIn sign-ups: the SHA-256 of the OAuth `state`, the form the student filled in, a 10-minute expiry.
// A row is deleted when its callback arrives, so each state works once.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE oauth_states (
      state_hash text PRIMARY KEY,
      provider text NOT NULL,
      form jsonb NOT NULL,
      expires_at timestamptz NOT NULL
    );
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE oauth_states;');
}
