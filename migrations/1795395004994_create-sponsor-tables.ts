import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 13: a student organisation's sponsor pipeline — cards and their activity — kept by an inline projection from
// the sponsor card streams; a company's sponsorship requests are the cards that name it.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE sponsor_cards (
      card_id uuid PRIMARY KEY,
      organisation_id uuid NOT NULL,
      details jsonb NOT NULL,
      company_id uuid,
      stage text NOT NULL CHECK (stage IN ('prospect', 'contacted', 'negotiating', 'sponsor', 'renewed', 'lost')),
      request_status text NOT NULL CHECK (request_status IN ('none', 'pending', 'accepted', 'declined')),
      requested_company_id uuid,
      request_message text,
      requested_at timestamptz,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX sponsor_cards_org_idx ON sponsor_cards (organisation_id, created_at);
    CREATE INDEX sponsor_cards_requests_idx ON sponsor_cards (requested_company_id, requested_at) WHERE requested_company_id IS NOT NULL;
    CREATE TABLE sponsor_activity (
      card_id uuid NOT NULL,
      position bigint NOT NULL,
      kind text NOT NULL,
      by_account uuid NOT NULL,
      at timestamptz NOT NULL,
      detail jsonb NOT NULL,
      PRIMARY KEY (card_id, position)
    );
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE sponsor_activity; DROP TABLE sponsor_cards;');
}
