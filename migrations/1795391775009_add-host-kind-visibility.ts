import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 13: career centers and student organisations host events and post jobs too, each to an audience
// (services/api/src/organisations/audience.ts). `visibility` is what the host chose; who it reaches is decided at
// read time from the host (its university, its members), so a student who changes university or leaves a society
// sees the change at once. Everything published before is for everyone.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE event_list ADD COLUMN visibility text NOT NULL DEFAULT 'everyone';
    CREATE INDEX event_list_restricted_idx ON event_list (company_id, ends_at) WHERE visibility <> 'everyone' AND cancelled_at IS NULL;
    ALTER TABLE hosted_events ADD COLUMN visibility text NOT NULL DEFAULT 'everyone';
    ALTER TABLE job_posts ADD COLUMN visibility text NOT NULL DEFAULT 'everyone';
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE job_posts DROP COLUMN visibility;
    ALTER TABLE hosted_events DROP COLUMN visibility;
    DROP INDEX event_list_restricted_idx;
    ALTER TABLE event_list DROP COLUMN visibility;
  `);
}
