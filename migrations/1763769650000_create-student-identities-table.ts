import type { MigrationBuilder } from 'node-pg-migrate';

// Personal data of students lives here, never in the append-only event log, so deleting a row erases it.
// email_hash (HMAC-SHA256 of the lower-cased address) is the lookup key and makes the address unique even
// when two registrations race; the plain address is kept only to send mail and show it to its owner.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE student_identities (
      student_id uuid PRIMARY KEY,
      email_hash text NOT NULL,
      email text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL DEFAULT '',
      password_hash text,
      invite text,
      created_at timestamptz NOT NULL,
      CONSTRAINT student_identities_email_hash_unique UNIQUE (email_hash)
    );
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE student_identities;');
}
