import type { MigrationBuilder } from 'node-pg-migrate';

// Jobs (issue 11): job posts and applications, kept by inline projections from the job and application streams, and
// the applications' personal documents (cover note, CV reference), which are rows, not events: account deletion
// erases them.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE job_posts (
      job_id uuid PRIMARY KEY,
      company_id uuid NOT NULL,
      status text NOT NULL CHECK (status IN ('open', 'closed')),
      title text NOT NULL,
      type text NOT NULL,
      track_id text NOT NULL,
      details jsonb NOT NULL,
      deadline timestamptz NOT NULL,
      published_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      version integer NOT NULL
    );
    CREATE INDEX job_posts_company_idx ON job_posts (company_id, published_at);
    CREATE INDEX job_posts_open_track_idx ON job_posts (track_id, deadline) WHERE status = 'open';

    CREATE TABLE job_applications (
      application_id uuid PRIMARY KEY,
      job_id uuid NOT NULL,
      student_id uuid NOT NULL,
      company_id uuid NOT NULL,
      stage text NOT NULL CHECK (stage IN ('applied', 'shortlisted', 'interview', 'offer', 'rejected', 'withdrawn')),
      has_cv boolean NOT NULL,
      submitted_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      UNIQUE (job_id, student_id)
    );
    CREATE INDEX job_applications_student_idx ON job_applications (student_id, submitted_at);

    CREATE TABLE job_application_documents (
      application_id uuid PRIMARY KEY,
      student_id uuid NOT NULL,
      cover_note text NOT NULL,
      cv_key text,
      cv_name text,
      cv_size integer,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX job_application_documents_student_idx ON job_application_documents (student_id);
    CREATE INDEX job_application_documents_cv_idx ON job_application_documents (cv_key) WHERE cv_key IS NOT NULL;
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE job_application_documents; DROP TABLE job_applications; DROP TABLE job_posts;');
}
