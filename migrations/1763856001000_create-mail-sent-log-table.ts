import type { MigrationBuilder } from 'node-pg-migrate';

// Which mail jobs have been delivered, so a retried or re-run job never sends twice. Holds no address: job_key is
// a digest of the job id, to_hash a digest of the recipient (so an account deletion can erase its rows too).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE mail_sent_log (
      job_key text PRIMARY KEY,
      to_hash text NOT NULL,
      status text NOT NULL CHECK (status IN ('sending', 'sent')),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX mail_sent_log_to_hash_idx ON mail_sent_log (to_hash);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE mail_sent_log;');
}
