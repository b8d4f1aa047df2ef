import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 28, target 4: the talent pool search at 1,000,000 profiles and 5,000,000 ranked results (docs/talent-pool.md
// § Search at a million profiles; loadtests/bench/talent-bench.ts). Expand-only: new indexes, no column or query
// change a running replica depends on, so replicas of the previous release keep working beside this schema. Plain
// btree indexes only (no extension), so PGlite runs the same file.
//   - challenge_attempts (company_id, student_id): the visibility rule's "took one of the company's challenges"
//     read every attempt of every company without it;
//   - challenge_percentiles (student_id, track_id, percentile): a student's best percentile (overall or in one track)
//     and the band filter's EXISTS answered from the index alone;
//   - challenge_percentiles (percentile DESC) and (track_id, percentile DESC), ranked rows only: the percentile sort
//     starts from the best ranked results instead of computing every matching student's best (talent-search.queries.ts);
//   - talent_profiles (lower(university_name)): the school filter compares names without case (with or
//     without the country the screen asks first).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE INDEX challenge_attempts_company_student_idx ON challenge_attempts (company_id, student_id);
    CREATE INDEX challenge_percentiles_student_best_idx ON challenge_percentiles (student_id, track_id, percentile);
    CREATE INDEX challenge_percentiles_top_idx ON challenge_percentiles (percentile DESC, student_id) WHERE percentile IS NOT NULL;
    CREATE INDEX challenge_percentiles_track_top_idx ON challenge_percentiles (track_id, percentile DESC, student_id) WHERE percentile IS NOT NULL;
    CREATE INDEX talent_profiles_school_idx ON talent_profiles (lower(university_name)) WHERE visibility <> 'nobody';
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP INDEX challenge_attempts_company_student_idx, challenge_percentiles_student_best_idx, challenge_percentiles_top_idx,
               challenge_percentiles_track_top_idx, talent_profiles_school_idx;
  `);
}
