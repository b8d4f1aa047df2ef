import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 22: every code mail carries a link (only its HMAC stored) that lets the browser opening it guess the
// address's code outside the shared per-address guess budget, so a stranger who spends that budget cannot keep the
// mailbox's owner from registering (docs/accounts.md "Bounding code guesses").
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE email_otp_links (
      link_hash text PRIMARY KEY,
      email_hash text NOT NULL,
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX email_otp_links_email_idx ON email_otp_links (email_hash);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE email_otp_links;');
}
