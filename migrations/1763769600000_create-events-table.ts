import type { MigrationBuilder } from 'node-pg-migrate';

// The append-only event log. transaction_id lets async readers order by commit visibility
// (pg_snapshot_xmin) so a slow transaction's events are never skipped by a checkpointed reader.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE events (
      global_position bigserial PRIMARY KEY,
      stream_id text NOT NULL,
      stream_position bigint NOT NULL,
      type text NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      CONSTRAINT events_stream_position_unique UNIQUE (stream_id, stream_position)
    );
    CREATE INDEX events_transaction_order_idx ON events (transaction_id, global_position);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE events;');
}
