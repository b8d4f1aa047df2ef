import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 23 part 6: the students' second reminder setting, the mail before the deadline of a job they saved (on by
// default, like the event reminders).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`ALTER TABLE reminder_settings ADD COLUMN deadline_reminders boolean NOT NULL DEFAULT true;`);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`ALTER TABLE reminder_settings DROP COLUMN deadline_reminders;`);
}
