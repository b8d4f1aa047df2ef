import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 25, applicant tracking: the company's private review of each application (its 1–4 rating and how many
// reviewer notes it has), kept by the inline pipeline-reviews projection from the `application-review-*` streams.
// Only the employer's pipeline reads it; no student-facing query joins it (docs/jobs.md § Pipeline).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE job_application_reviews (
      application_id uuid PRIMARY KEY,
      job_id uuid NOT NULL,
      company_id uuid NOT NULL,
      rating smallint CHECK (rating BETWEEN 1 AND 4),
      note_count integer NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX job_application_reviews_job_idx ON job_application_reviews (job_id, rating);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE job_application_reviews;');
}
