import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 23, a rank that tells the truth: each ranked result records the size of its cohort, and its percentile stays
// NULL until that cohort holds MIN_RANKED_COHORT (20, services/api/src/challenges/rank-rule.ts) results. Readers —
// the student's views, certificates, /Find, the talent pool's band filter and sort — then get no percentile from a
// small cohort without each repeating the rule. The existing rows are brought to the new rule here, in one pass.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE challenge_percentiles ALTER COLUMN percentile DROP NOT NULL;
    ALTER TABLE challenge_percentiles ADD COLUMN cohort_size integer NOT NULL DEFAULT 0;
    UPDATE challenge_percentiles p SET cohort_size = c.size,
           percentile = CASE WHEN c.size >= 20 THEN p.percentile END
    FROM (SELECT challenge_id, year_of_study, count(*)::int AS size FROM challenge_percentiles GROUP BY challenge_id, year_of_study) c
    WHERE c.challenge_id = p.challenge_id AND c.year_of_study = p.year_of_study;
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE challenge_percentiles DROP COLUMN cohort_size;
    UPDATE challenge_percentiles SET percentile = 0 WHERE percentile IS NULL;
    ALTER TABLE challenge_percentiles ALTER COLUMN percentile SET NOT NULL;
  `);
}
