import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 25, applicant tracking: the mail an organisation wrote for a stage, per language, kept by the inline
// stage-mails projection from the `stage-mails-<organisationId>` streams. The one path that mails a stage move
// (jobs/application.service.ts tellStudents) reads it by (organisation, stage, the student's language).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE organisation_stage_mails (
      organisation_id uuid NOT NULL,
      stage text NOT NULL CHECK (stage IN ('shortlisted', 'interview', 'offer', 'rejected')),
      lng text NOT NULL CHECK (lng IN ('en', 'de', 'fr', 'pl', 'es', 'it')),
      subject text NOT NULL,
      body text NOT NULL,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (organisation_id, stage, lng)
    );
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE organisation_stage_mails;');
}
