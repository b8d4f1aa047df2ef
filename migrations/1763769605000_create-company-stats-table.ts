import type { MigrationBuilder } from 'node-pg-migrate';

// Async read model (worker or in-process runner): how many events each company has published.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE company_stats (
      company_id uuid PRIMARY KEY,
      events_hosted integer NOT NULL DEFAULT 0,
      questions_received integer NOT NULL DEFAULT 0
    );
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE company_stats;');
}
