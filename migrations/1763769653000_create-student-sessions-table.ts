import type { MigrationBuilder } from 'node-pg-migrate';

// Bearer sessions: only the SHA-256 of the token is stored, so a database leak yields no usable token.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE student_sessions (
      token_hash text PRIMARY KEY,
      student_id uuid NOT NULL,
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX student_sessions_student_idx ON student_sessions (student_id);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE student_sessions;');
}
