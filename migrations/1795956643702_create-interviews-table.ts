import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 25 part 4, interview scheduling: one row per application that has an interview (the interviews slice's inline
// projection). The slots offered are JSON ({ slotId, start, end }); the booked one is copied into columns so a
// student's or interviewer's upcoming interviews are one indexed read. `message` is the last short message written
// (blanked when its author is erased), `last_side` who made the last change.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE interviews (
      application_id uuid PRIMARY KEY,
      job_id uuid NOT NULL,
      company_id uuid NOT NULL,
      student_id uuid NOT NULL,
      status text NOT NULL,
      proposal_id uuid NOT NULL,
      slots jsonb NOT NULL,
      time_zone text NOT NULL,
      interviewer_id uuid NOT NULL,
      booked_slot_id uuid,
      booked_start timestamptz,
      booked_end timestamptz,
      last_side text NOT NULL,
      message text NOT NULL DEFAULT '',
      message_by uuid,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX interviews_student_idx ON interviews (student_id);
    CREATE INDEX interviews_job_idx ON interviews (job_id);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE interviews;');
}
