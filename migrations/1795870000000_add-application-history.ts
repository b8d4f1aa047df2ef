import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 23, "My applications": each application's status history (a row per step, from the application stream),
// the first time a company member opened it, the employer's first answer (for the company's median reply time) and a
// `closed` stage for applications still open when their job closes. All kept by the inline job-applications
// projection; rebuilt from the log, so existing applications get their history on the next projections:rebuild.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE job_applications DROP CONSTRAINT job_applications_stage_check;
    ALTER TABLE job_applications ADD CONSTRAINT job_applications_stage_check
      CHECK (stage IN ('applied', 'shortlisted', 'interview', 'offer', 'rejected', 'withdrawn', 'closed'));
    ALTER TABLE job_applications ADD COLUMN viewed_at timestamptz, ADD COLUMN first_answer_at timestamptz;
    CREATE INDEX job_applications_answered_idx ON job_applications (company_id) WHERE first_answer_at IS NOT NULL;

    CREATE TABLE job_application_history (
      application_id uuid NOT NULL,
      position integer NOT NULL,
      status text NOT NULL CHECK (status IN ('applied', 'viewed', 'shortlisted', 'interview', 'offer', 'rejected', 'withdrawn', 'closed')),
      at timestamptz NOT NULL,
      PRIMARY KEY (application_id, position)
    );
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP TABLE job_application_history;
    DROP INDEX job_applications_answered_idx;
    ALTER TABLE job_applications DROP COLUMN viewed_at, DROP COLUMN first_answer_at;
    DELETE FROM job_applications WHERE stage = 'closed';
    ALTER TABLE job_applications DROP CONSTRAINT job_applications_stage_check;
    ALTER TABLE job_applications ADD CONSTRAINT job_applications_stage_check
      CHECK (stage IN ('applied', 'shortlisted', 'interview', 'offer', 'rejected', 'withdrawn'));
  `);
}
