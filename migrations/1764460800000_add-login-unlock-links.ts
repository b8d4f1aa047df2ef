import type { MigrationBuilder } from 'node-pg-migrate';

// Login unlock links (docs/accounts.md "Locked out by someone else's guesses") are the recovery links' twins: same
// table, same single use and expiry, told apart by purpose so one can never be claimed as the other.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE password_reset_tokens
      ADD COLUMN purpose text NOT NULL DEFAULT 'reset' CONSTRAINT password_reset_tokens_purpose_check CHECK (purpose IN ('reset', 'unlock'));
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('ALTER TABLE password_reset_tokens DROP COLUMN purpose;');
}
