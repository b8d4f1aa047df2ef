import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 23, apply in one step: the one CV a student keeps in their profile, reused when applying. Personal data, so a
// row and not an event (like job_application_documents): replacing or removing it, and deleting the account, erase it.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE student_cvs (
      student_id uuid PRIMARY KEY,
      cv_key text NOT NULL,
      cv_name text NOT NULL,
      cv_size integer NOT NULL,
      uploaded_at timestamptz NOT NULL
    );
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE student_cvs;');
}
