import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 26 part 7: an owner's open offer of ownership to a member (at most one per organisation), until the member
// answers, an owner withdraws it, or it expires (expires_at; readers compare it with the clock).
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE organisation_handovers (
      organisation_id uuid PRIMARY KEY,
      from_account_id uuid NOT NULL,
      to_account_id uuid NOT NULL,
      offered_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX organisation_handovers_to_idx ON organisation_handovers (to_account_id);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE organisation_handovers;');
}
