import type { MigrationBuilder } from 'node-pg-migrate';

// The short onboarding after registration (issue 10): the student's year of study and when they completed it. Both
// come from StudentOnboarded (non-personal facts); null until the student has been through it, which is how the
// dashboard knows to ask again.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE students
      ADD COLUMN year_of_study text,
      ADD COLUMN onboarded_at timestamptz;
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('ALTER TABLE students DROP COLUMN year_of_study, DROP COLUMN onboarded_at;');
}
