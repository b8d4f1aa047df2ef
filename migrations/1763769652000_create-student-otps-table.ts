import type { MigrationBuilder } from 'node-pg-migrate';

// One pending one-time code per address (keyed by its HMAC, never the address): a new code replaces the old.
// Codes are short-lived secrets, not facts, so they are rows, not events.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE student_otps (
      email_hash text PRIMARY KEY,
      code_hash text NOT NULL,
      attempts int NOT NULL DEFAULT 0,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL
    );
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE student_otps;');
}
