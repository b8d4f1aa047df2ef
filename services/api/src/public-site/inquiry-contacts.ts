import type { Db } from '@fast-track/shared/db/db';
import type { InquiryPersonal } from './inquiry.ts';

/**
 * How long the personal part of a public-site request is kept (docs/public-site.md, privacy page): long enough to
 * answer it and follow up on a tour, then it goes, whether the requester has an account or not.
 */
export const inquiryRetentionDays = 180;
const retentionMs = inquiryRetentionDays * 24 * 60 * 60 * 1000;

const emailKey = (email: string): string => email.trim().toLowerCase();

/** The requests' personal rows (`inquiry_contacts`): written with the event, erased on account deletion, pruned by age. */
export const inquiryContacts = {
  async insert(tx: Db, row: { inquiryId: string; submittedAt: string; personal: InquiryPersonal }): Promise<void> {
    await tx.query('INSERT INTO inquiry_contacts (inquiry_id, email_key, submitted_at, personal) VALUES ($1, $2, $3, $4)', [
      row.inquiryId,
      emailKey(row.personal.email),
      row.submittedAt,
      JSON.stringify(row.personal),
    ]);
  },

  /** Erases every request sent from this address (account deletion); answers how many went. */
  async eraseFor(tx: Db, email: string): Promise<number> {
    return (await tx.query('DELETE FROM inquiry_contacts WHERE email_key = $1 RETURNING inquiry_id', [emailKey(email)])).rows.length;
  },

  /** Deletes the requests older than the retention period; answers how many went. */
  async prune(db: Db, nowMs: number): Promise<number> {
    return (await db.query('DELETE FROM inquiry_contacts WHERE submitted_at < $1 RETURNING inquiry_id', [new Date(nowMs - retentionMs)])).rows.length;
  },
};
