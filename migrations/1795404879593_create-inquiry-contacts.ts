import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 15: the personal part of a public-site inquiry (name, address, organisation, message) moves out of the
// append-only log into rows that account deletion and the retention sweep can delete (docs/public-site.md).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE inquiry_contacts (
      inquiry_id uuid PRIMARY KEY,
      email_key text NOT NULL,
      submitted_at timestamptz NOT NULL,
      personal jsonb NOT NULL
    );
    CREATE INDEX inquiry_contacts_email_idx ON inquiry_contacts (email_key);
    CREATE INDEX inquiry_contacts_submitted_idx ON inquiry_contacts (submitted_at);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE inquiry_contacts;');
}
