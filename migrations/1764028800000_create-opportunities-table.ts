import type { MigrationBuilder } from 'node-pg-migrate';

// Read table of published opportunities (dashboard list per track), kept by an inline projection.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE opportunities (
      opportunity_id uuid PRIMARY KEY,
      track_id text NOT NULL,
      kind text NOT NULL,
      image_url text NOT NULL,
      title text NOT NULL,
      chip_color text NOT NULL,
      chip_text text NOT NULL,
      published_at timestamptz NOT NULL
    );
    CREATE INDEX opportunities_track_idx ON opportunities (track_id, published_at);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE opportunities;');
}
