import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 25, applicant tracking: the pipeline board reads a job's applications a column (stage) at a time in the order
// they applied, and counts them per stage: one index serves both (loadtests/bench/pipeline-bench.ts, 5,000 applications).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('CREATE INDEX job_applications_board_idx ON job_applications (job_id, stage, submitted_at, application_id);');
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP INDEX job_applications_board_idx;');
}
