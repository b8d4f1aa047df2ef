import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 23, the student feed: what a student saved (projected from FeedItemSaved/FeedItemUnsaved), kept simple so
// deadline reminders for saved jobs can join it to job_posts. And the index the feed's "other tracks" page walks:
// open jobs by deadline whatever their track (job_posts_open_track_idx serves the selected track's part).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE student_saved_items (
      student_id uuid NOT NULL,
      kind text NOT NULL CHECK (kind IN ('job', 'event', 'challenge')),
      item_id uuid NOT NULL,
      saved_at timestamptz NOT NULL,
      PRIMARY KEY (student_id, kind, item_id)
    );
    CREATE INDEX student_saved_items_item_idx ON student_saved_items (kind, item_id);
    CREATE INDEX job_posts_open_deadline_idx ON job_posts (deadline, job_id) WHERE status = 'open';
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP INDEX job_posts_open_deadline_idx;
    DROP TABLE student_saved_items;
  `);
}
