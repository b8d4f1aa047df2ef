import type { MigrationBuilder } from 'node-pg-migrate';

// Single-use recovery links: the SHA-256 of the link id, its owner and expiry; used_at marks it spent.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE password_reset_tokens (
      token_hash text PRIMARY KEY,
      student_id uuid NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX password_reset_tokens_student_idx ON password_reset_tokens (student_id);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE password_reset_tokens;');
}
