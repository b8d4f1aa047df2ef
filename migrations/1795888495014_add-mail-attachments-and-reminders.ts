import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 23 part 6, reminders. The local outbox keeps a mail's attachments (an event's .ics: small text, bounded by
// the mail pipeline) beside its body. reminders_sent is the claim of each reminder: one row per kind, subject and
// account, taken atomically before the mail is queued, so several API replicas and restarts never send one twice.
// reminder_settings holds the students' "event reminders" mail setting (a projection; no row = on).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE dev_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]';
    CREATE TABLE reminders_sent (
      kind text NOT NULL,
      subject_id text NOT NULL,
      account_id uuid NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (kind, subject_id, account_id)
    );
    CREATE INDEX reminders_sent_account_idx ON reminders_sent (account_id);
    CREATE TABLE reminder_settings (
      account_id uuid PRIMARY KEY,
      event_reminders boolean NOT NULL
    );
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP TABLE reminder_settings;
    DROP TABLE reminders_sent;
    ALTER TABLE dev_outbox DROP COLUMN attachments;
  `);
}
