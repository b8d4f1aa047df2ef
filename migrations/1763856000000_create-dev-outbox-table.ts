import type { MigrationBuilder } from 'node-pg-migrate';

// The local outbox: where mail goes when no SMTP_URL is configured, read by GET /api/dev/mailbox. job_key makes
// delivery idempotent (a retried job inserts nothing); addresses are stored lower-cased so lookups use the index.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE dev_outbox (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      job_key text NOT NULL UNIQUE,
      to_address text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX dev_outbox_to_address_idx ON dev_outbox (to_address, id DESC);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE dev_outbox;');
}
