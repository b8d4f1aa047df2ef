import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 26 part 6: the admin's audit view reads every event an admin wrote straight from the log
// (metadata->>'actor'), newest first; without this index each page would scan the whole log.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`CREATE INDEX events_actor_idx ON events ((metadata->>'actor'), global_position);`);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`DROP INDEX events_actor_idx;`);
}
