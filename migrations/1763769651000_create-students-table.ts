import type { MigrationBuilder } from 'node-pg-migrate';

// Read table of registered students, kept by an inline projection from non-personal event facts only.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE students (
      student_id uuid PRIMARY KEY,
      university_name text NOT NULL,
      university_area text NOT NULL,
      tracks jsonb NOT NULL,
      registered_at timestamptz NOT NULL
    );
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE students;');
}
