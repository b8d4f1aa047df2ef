import type { MigrationBuilder } from 'node-pg-migrate';

// Where each async projection stopped reading the global log: (transaction id, global position) of the
// last event it applied, the same order readAllBatch uses.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE processor_checkpoints (
      processor_id text PRIMARY KEY,
      last_transaction_id xid8 NOT NULL DEFAULT '0'::xid8,
      last_global_position bigint NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE processor_checkpoints;');
}
