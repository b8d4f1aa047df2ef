import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 28, target 4: text sorted by relevance ranks the newest 1,000 matches (docs/talent-pool.md § Search at a
// million profiles). The recency index now carries what that walk tests — visibility and the tsvector — so a common
// word is matched along the index alone (index-only scan: ~150 index pages for the thousand newest "python" matches
// instead of ~8,000 heap pages). It replaces talent_profiles_recent_idx (same key, same predicate: the default order
// and the percentile sort's tie-break read it as before). Plain btree with INCLUDE, no extension: PGlite runs it too.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE INDEX talent_profiles_recent_text_idx ON talent_profiles (updated_at DESC, student_id) INCLUDE (visibility, search) WHERE visibility <> 'nobody';
    DROP INDEX talent_profiles_recent_idx;
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE INDEX talent_profiles_recent_idx ON talent_profiles (updated_at DESC, student_id) WHERE visibility <> 'nobody';
    DROP INDEX talent_profiles_recent_text_idx;
  `);
}
