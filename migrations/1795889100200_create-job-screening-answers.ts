import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 25 part 3: a student's answers to a job's screening questions, with each question as it was asked. Personal
// data: a row per application, not an event, erased with the account (like job_application_documents).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE job_screening_answers (
      application_id uuid PRIMARY KEY,
      job_id uuid NOT NULL,
      student_id uuid NOT NULL,
      answers jsonb NOT NULL,
      knocked_out boolean NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX job_screening_answers_student_idx ON job_screening_answers (student_id);
    CREATE INDEX job_screening_answers_job_idx ON job_screening_answers (job_id);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE job_screening_answers;');
}
