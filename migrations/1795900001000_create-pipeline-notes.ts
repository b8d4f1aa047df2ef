import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 25, applicant tracking: the reviewers' notes on an application. A note is personal data about the student,
// so its text is a row, not an event (like the cover note in job_application_documents): the event
// ApplicationNoteAdded says who wrote one and when, and account deletion erases the rows by student_id.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE job_application_notes (
      note_id uuid PRIMARY KEY,
      application_id uuid NOT NULL,
      job_id uuid NOT NULL,
      student_id uuid NOT NULL,
      author_id uuid NOT NULL,
      text text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX job_application_notes_application_idx ON job_application_notes (application_id, created_at);
    CREATE INDEX job_application_notes_student_idx ON job_application_notes (student_id);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE job_application_notes;');
}
