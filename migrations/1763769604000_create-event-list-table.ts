import type { MigrationBuilder } from 'node-pg-migrate';

// Denormalised read table for the public event list and detail: `body` is the finished Event JSON, so a
// request only selects and concatenates text. Columns beside it exist only to filter and order.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE event_list (
      event_id uuid PRIMARY KEY,
      link text NOT NULL UNIQUE,
      company_id uuid NOT NULL,
      type text NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      body text NOT NULL
    );
    CREATE INDEX event_list_upcoming_idx ON event_list (starts_at, event_id) INCLUDE (ends_at);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE event_list;');
}
