import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 25 part 3: the job stream's version at which its screening questions last changed. A student's answers are
// taken only against the questions they saw: they send this version back, and a later change is a 409.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`ALTER TABLE job_posts ADD COLUMN screening_version integer NOT NULL DEFAULT 0;`);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`ALTER TABLE job_posts DROP COLUMN screening_version;`);
}
