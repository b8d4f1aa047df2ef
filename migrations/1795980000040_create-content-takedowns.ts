import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 26 part 6: the admin console's daily overview index (below) and what an admin took down (ContentTakenDown on `takedown-<contentId>`), one row per content. Every
// student and public read of events, jobs, challenges, event questions, messages and articles checks it by id.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE content_takedowns (
      content_id text PRIMARY KEY,
      kind text NOT NULL,
      title text NOT NULL,
      admin_id uuid NOT NULL,
      reason text NOT NULL,
      taken_down_at timestamptz NOT NULL,
      position bigint NOT NULL
    );
    CREATE INDEX content_takedowns_position_idx ON content_takedowns (position DESC);
    -- The console's daily overview (admin/overview.ts) reads these types by day without scanning the log.
    CREATE INDEX events_overview_idx ON events (created_at)
      WHERE type IN ('AccountRegistered', 'JobPublished', 'JobDraftPublished', 'EventPublished', 'ChallengePublished', 'MessageReported');
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`DROP INDEX events_overview_idx; DROP TABLE content_takedowns;`);
}
