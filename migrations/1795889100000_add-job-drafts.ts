import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 25 part 3: jobs as drafts and scheduled publishing. A draft has no publication instant yet; a scheduled one
// carries the instant the sweep publishes it at (the partial index is what the sweep reads).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE job_posts DROP CONSTRAINT job_posts_status_check;
    ALTER TABLE job_posts ADD CONSTRAINT job_posts_status_check CHECK (status IN ('draft', 'scheduled', 'open', 'closed'));
    ALTER TABLE job_posts ALTER COLUMN published_at DROP NOT NULL;
    ALTER TABLE job_posts ADD COLUMN publish_at timestamptz;
    CREATE INDEX job_posts_scheduled_idx ON job_posts (publish_at) WHERE status = 'scheduled';
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DELETE FROM job_posts WHERE status IN ('draft', 'scheduled');
    DROP INDEX job_posts_scheduled_idx;
    ALTER TABLE job_posts DROP COLUMN publish_at;
    ALTER TABLE job_posts ALTER COLUMN published_at SET NOT NULL;
    ALTER TABLE job_posts DROP CONSTRAINT job_posts_status_check;
    ALTER TABLE job_posts ADD CONSTRAINT job_posts_status_check CHECK (status IN ('open', 'closed'));
  `);
}
