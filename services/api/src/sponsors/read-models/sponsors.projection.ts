import type { Db } from '@fast-track/shared/db/db';
import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { SponsorDetails, SponsorEvent } from '../sponsor.ts';

/** Inline: each card as the board shows it, and its activity (the card's facts, for the timeline). */
export const sponsorsProjection = defineProjection<SponsorEvent>({
  name: 'sponsor-cards',
  tables: ['sponsor_cards', 'sponsor_activity'],
  on: {
    async SponsorCardAdded(tx, e) {
      const d = e.data;
      await tx.query(
        `INSERT INTO sponsor_cards (card_id, organisation_id, details, company_id, stage, request_status, requested_company_id, created_at, updated_at)
         VALUES ($1, $2, $3::text::jsonb, $4, 'prospect', 'none', NULL, $5, $5)`,
        [d.cardId, d.organisationId, JSON.stringify(d.details), d.details.companyId, d.at],
      );
      await activity(tx, e.data.cardId, e.globalPosition, 'added', d.by, d.at, { companyName: d.details.companyName });
    },
    async SponsorCardEdited(tx, e) {
      const d = e.data;
      await tx.query('UPDATE sponsor_cards SET details = $2::text::jsonb, company_id = $3, updated_at = $4 WHERE card_id = $1', [d.cardId, JSON.stringify(d.details), d.details.companyId, d.at]);
      await activity(tx, d.cardId, e.globalPosition, 'edited', d.by, d.at, {});
    },
    async SponsorCardMoved(tx, e) {
      const d = e.data;
      await tx.query('UPDATE sponsor_cards SET stage = $2, updated_at = $3 WHERE card_id = $1', [d.cardId, d.to, d.at]);
      await activity(tx, d.cardId, e.globalPosition, 'moved', d.by, d.at, { from: d.from, to: d.to });
    },
    async SponsorshipRequested(tx, e) {
      const d = e.data;
      await tx.query(`UPDATE sponsor_cards SET request_status = 'pending', requested_company_id = $2, request_message = $3, requested_at = $4, updated_at = $4 WHERE card_id = $1`, [
        d.cardId,
        d.companyId,
        d.message,
        d.at,
      ]);
      await activity(tx, d.cardId, e.globalPosition, 'requested', d.by, d.at, {});
    },
    async SponsorshipAnswered(tx, e) {
      const d = e.data;
      await tx.query('UPDATE sponsor_cards SET request_status = $2, updated_at = $3 WHERE card_id = $1', [d.cardId, d.accepted ? 'accepted' : 'declined', d.at]);
      await activity(tx, d.cardId, e.globalPosition, d.accepted ? 'accepted' : 'declined', d.by, d.at, {});
    },
  },
});

async function activity(tx: Db, cardId: string, position: bigint | number | string, kind: string, by: string, at: string, detail: Record<string, string>): Promise<void> {
  await tx.query('INSERT INTO sponsor_activity (card_id, position, kind, by_account, at, detail) VALUES ($1, $2::text::bigint, $3, $4, $5, $6::text::jsonb)', [
    cardId,
    String(position),
    kind,
    by,
    at,
    JSON.stringify(detail),
  ]);
}

export interface SponsorCardView extends SponsorDetails {
  cardId: string;
  stage: string;
  request: { status: string; message: string | null; requestedAt: string | null };
  createdAt: string;
  updatedAt: string;
}

interface CardRow {
  card_id: string;
  details: SponsorDetails | string;
  stage: string;
  request_status: string;
  request_message: string | null;
  requested_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const cardView = (r: CardRow): SponsorCardView => ({
  ...(typeof r.details === 'string' ? (JSON.parse(r.details) as SponsorDetails) : r.details),
  cardId: r.card_id,
  stage: r.stage,
  request: { status: r.request_status, message: r.request_message, requestedAt: r.requested_at && new Date(r.requested_at).toISOString() },
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

const cardColumns = 'card_id::text AS card_id, details, stage, request_status, request_message, requested_at, created_at, updated_at';

export async function listCards(db: Db, organisationId: string): Promise<SponsorCardView[]> {
  const found = await db.query<CardRow>(`SELECT ${cardColumns} FROM sponsor_cards WHERE organisation_id = $1 ORDER BY created_at, card_id LIMIT 500`, [organisationId]);
  return found.rows.map(cardView);
}

export async function findCard(db: Db, organisationId: string, cardId: string): Promise<SponsorCardView | undefined> {
  const found = await db.query<CardRow>(`SELECT ${cardColumns} FROM sponsor_cards WHERE organisation_id = $1 AND card_id = $2`, [organisationId, cardId]);
  return found.rows[0] && cardView(found.rows[0]);
}

export async function activityOf(db: Db, cardId: string) {
  const found = await db.query<{ kind: string; at: Date; detail: Record<string, string>; first_name: string | null; last_name: string | null }>(
    `SELECT a.kind, a.at, a.detail, i.first_name, i.last_name FROM sponsor_activity a LEFT JOIN account_identities i ON i.account_id = a.by_account
     WHERE a.card_id = $1 ORDER BY a.position DESC LIMIT 200`,
    [cardId],
  );
  return found.rows.map((r) => ({ kind: r.kind, at: new Date(r.at).toISOString(), detail: r.detail, by: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() }));
}

/** The requests a company received (Employer Hub), newest first, with the society's name and university. */
export async function requestsTo(db: Db, companyId: string) {
  const found = await db.query<{ card_id: string; request_status: string; request_message: string | null; requested_at: Date; name: string; university_name: string | null; logo: string | null }>(
    `SELECT c.card_id::text AS card_id, c.request_status, c.request_message, c.requested_at, o.name, o.university_name, o.profile->>'logo' AS logo
     FROM sponsor_cards c JOIN organisations o ON o.organisation_id = c.organisation_id
     WHERE c.requested_company_id = $1 AND c.request_status <> 'none' ORDER BY c.requested_at DESC LIMIT 200`,
    [companyId],
  );
  return found.rows.map((r) => ({
    cardId: r.card_id,
    status: r.request_status,
    message: r.request_message ?? '',
    requestedAt: new Date(r.requested_at).toISOString(),
    society: { name: r.name, university: r.university_name, logo: r.logo },
  }));
}
