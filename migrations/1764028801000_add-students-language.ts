import type { MigrationBuilder } from 'node-pg-migrate';

// The student's preferred interface language (en, de, fr, pl, es, it): not personal data, so the students read
// table keeps it from StudentLanguageChanged. NULL until the student picks one; mails then follow the request.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('ALTER TABLE students ADD COLUMN lng text;');
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('ALTER TABLE students DROP COLUMN lng;');
}
