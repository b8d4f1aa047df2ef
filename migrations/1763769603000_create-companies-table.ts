import type { MigrationBuilder } from 'node-pg-migrate';

// Read table of registered companies (event hosts), kept by an inline projection.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE companies (
      company_id uuid PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      name text NOT NULL,
      logo text NOT NULL,
      registered_at timestamptz NOT NULL
    );
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE companies;');
}
