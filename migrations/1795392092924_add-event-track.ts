import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 11: a host may give an event one of the spec's tracks, so the dashboard's Opportunities list it under that
// track. Events published before have none (NULL); the index covers only upcoming rows that have one.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE event_list ADD COLUMN track text;
    CREATE INDEX event_list_track_idx ON event_list (track, starts_at) WHERE track IS NOT NULL AND cancelled_at IS NULL;
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP INDEX event_list_track_idx;
    ALTER TABLE event_list DROP COLUMN track;
  `);
}
