import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 26 part 8: an event's capacity (null: no limit) beside its document, so a join counts places with one
// indexed read; a waiting student is a row of event_attendance ('waiting', in the order of `position`), and an
// attending student's ticket code and check-in are columns of their row. Codes are unique per event: a code is
// looked up only within the host's own event.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE event_list ADD COLUMN capacity integer;
    ALTER TABLE event_attendance DROP CONSTRAINT IF EXISTS event_attendance_status_check;
    ALTER TABLE event_attendance ADD CONSTRAINT event_attendance_status_check CHECK (status IN ('attending', 'pending', 'declined', 'waiting'));
    ALTER TABLE event_attendance ADD COLUMN ticket_code text, ADD COLUMN checked_in_at timestamptz, ADD COLUMN checked_in_by text;
    CREATE UNIQUE INDEX event_attendance_ticket_code ON event_attendance (event_id, ticket_code) WHERE ticket_code IS NOT NULL;
    CREATE INDEX event_attendance_waitlist ON event_attendance (event_id, position) WHERE status = 'waiting';
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP INDEX event_attendance_waitlist;
    DROP INDEX event_attendance_ticket_code;
    DELETE FROM event_attendance WHERE status = 'waiting';
    ALTER TABLE event_attendance DROP COLUMN ticket_code, DROP COLUMN checked_in_at, DROP COLUMN checked_in_by;
    ALTER TABLE event_attendance DROP CONSTRAINT event_attendance_status_check;
    ALTER TABLE event_attendance ADD CONSTRAINT event_attendance_status_check CHECK (status IN ('attending', 'pending', 'declined'));
    ALTER TABLE event_list DROP COLUMN capacity;
  `);
}
