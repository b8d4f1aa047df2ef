import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 25 part 7, response transparency (docs/companies.md): a company's figure counts all its applications,
// answered or not, so it needs them by company (the older partial index holds only the answered ones).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`CREATE INDEX job_applications_response_idx ON job_applications (company_id, submitted_at);`);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`DROP INDEX job_applications_response_idx;`);
}
