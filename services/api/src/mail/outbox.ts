import type { Db } from '@fast-track/shared/db/db';
import { addressHash } from './mail-job.ts';

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The local outbox for one address, newest first (GET /api/dev/mailbox). */
export async function readMailbox(db: Db, address: string, limit = 50): Promise<MailboxMessage[]> {
  const { rows } = await db.query<{ id: string; to_address: string; subject: string; text_body: string; html_body: string; created_at: string }>(
    `SELECT id::text AS id, to_address, subject, text_body, html_body,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
       FROM dev_outbox WHERE to_address = $1 ORDER BY dev_outbox.id DESC LIMIT $2`,
    [address.trim().toLowerCase(), limit],
  );
  return rows.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, text: r.text_body, html: r.html_body, createdAt: r.created_at }));
}

/**
 * Erasure for account deletion: every outbox message to the address and the digests the sent log keeps of it.
 * Pass the transaction handle to delete together with the account. Mail still waiting in a BullMQ queue is not
 * reachable by address; it leaves Redis within the queue's retention (see bullmq-mail-queue.ts).
 */
export async function deleteMailFor(db: Db, address: string): Promise<{ deleted: number }> {
  const normalised = address.trim().toLowerCase();
  const outbox = await db.query<{ id: string }>(`DELETE FROM dev_outbox WHERE to_address = $1 RETURNING id::text AS id`, [normalised]);
  await db.query(`DELETE FROM mail_sent_log WHERE to_hash = $1`, [addressHash(normalised)]);
  return { deleted: outbox.rows.length };
}
