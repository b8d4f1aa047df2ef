import type { MigrationBuilder } from 'node-pg-migrate';

// What a queued mail says (address, template, code or link id), kept here rather than in Redis: a BullMQ job carries
// only job_key. A row lives until its mail is sent, fails for good, is erased with its account (to_hash, a digest
// of the address) or expires (expires_at); docs/operations.md "Mail jobs hold no personal data".
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE mail_payloads (
      job_key text PRIMARY KEY,
      to_hash text NOT NULL,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX mail_payloads_to_hash_idx ON mail_payloads (to_hash);
    CREATE INDEX mail_payloads_created_at_idx ON mail_payloads (created_at);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE mail_payloads;');
}
