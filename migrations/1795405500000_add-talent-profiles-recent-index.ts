import type { MigrationBuilder } from 'node-pg-migrate';

// The talent pool's default order (newest profile first, no search text): the page walks this index and stops
// after twenty visible rows instead of sorting every visible student (loadtests/bench/talent-bench.ts).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`CREATE INDEX talent_profiles_recent_idx ON talent_profiles (updated_at DESC, student_id) WHERE visibility <> 'nobody';`);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP INDEX talent_profiles_recent_idx;');
}
