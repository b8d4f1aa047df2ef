import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 26 part 4: career center announcements (docs/career-centers.md). The facts (an announcement sent, a student
// unsubscribing or resubscribing) are in the log and projected into cc_announcements and announcement_unsubscribes.
// Beside the log, as the mail queue's own state (like message_digests): cc_announcement_deliveries, one row per
// recipient written in the sending transaction and marked when mailed, and announcement_mail_log, the last
// announcement mail per student (at most one a day; the rest wait for the next day's digest).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE cc_announcements (
      announcement_id uuid PRIMARY KEY,
      organisation_id uuid NOT NULL,
      sent_by uuid NOT NULL,
      audience jsonb NOT NULL,
      texts jsonb NOT NULL,
      recipients integer NOT NULL,
      sent_at timestamptz NOT NULL
    );
    CREATE INDEX cc_announcements_org_idx ON cc_announcements (organisation_id, sent_at DESC);
    CREATE TABLE announcement_unsubscribes (
      student_id uuid PRIMARY KEY,
      unsubscribed_at timestamptz NOT NULL
    );
    CREATE TABLE cc_announcement_deliveries (
      announcement_id uuid NOT NULL,
      student_id uuid NOT NULL,
      queued_at timestamptz NOT NULL,
      mailed_at timestamptz,
      PRIMARY KEY (announcement_id, student_id)
    );
    CREATE INDEX cc_announcement_deliveries_waiting_idx ON cc_announcement_deliveries (student_id) WHERE mailed_at IS NULL;
    CREATE TABLE announcement_mail_log (
      student_id uuid PRIMARY KEY,
      last_sent_at timestamptz NOT NULL
    );
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE announcement_mail_log, cc_announcement_deliveries, announcement_unsubscribes, cc_announcements;');
}
