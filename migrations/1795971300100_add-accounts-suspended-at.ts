import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 26 part 6: an admin suspends and restores accounts (AccountSuspended / AccountRestored on the account's
// stream); the accounts read table says since when an account is suspended, which the session guard reads.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`ALTER TABLE accounts ADD COLUMN suspended_at timestamptz;`);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`ALTER TABLE accounts DROP COLUMN suspended_at;`);
}
