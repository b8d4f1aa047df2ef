import type { Db } from '@fast-track/shared/db/db';
import { forgetMailJobs } from './bullmq-mail-queue.ts';
import type { MailAttachment } from './mail-attachment.ts';
import { addressHash } from './mail-job.ts';
import { dropMailPayloadsTo } from './mail-payloads.ts';

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** An event's .ics on a confirmation or reminder; empty for most mails. */
  attachments: MailAttachment[];
  createdAt: string;
}

/** The local outbox for one address, newest first (GET /api/dev/mailbox). */
export async function readMailbox(db: Db, address: string, limit = 50): Promise<MailboxMessage[]> {
  const { rows } = await db.query<{ id: string; to_address: string; subject: string; text_body: string; html_body: string; attachments: MailAttachment[]; created_at: string }>(
    `SELECT id::text AS id, to_address, subject, text_body, html_body, attachments,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
       FROM dev_outbox WHERE to_address = $1 ORDER BY dev_outbox.id DESC LIMIT $2`,
    [address.trim().toLowerCase(), limit],
  );
  return rows.map((r) => ({ id: r.id, to: r.to_address, subject: r.subject, text: r.text_body, html: r.html_body, attachments: r.attachments, createdAt: r.created_at }));
}

/**
 * Erasure for account deletion: every outbox message to the address, the digests the sent log keeps of it, and every
 * mail still waiting for it (its mail_payloads rows, so it can never go out). Pass the transaction handle to delete
 * together with the account. The queue jobs of those mails (which hold only their keys) are then removed from Redis,
 * best effort and within a second: one that stays (Redis down, or being worked on) finds no payload and sends nothing.
 */
export async function deleteMailFor(db: Db, address: string): Promise<{ deleted: number; pending: number }> {
  const normalised = address.trim().toLowerCase();
  const outbox = await db.query<{ id: string }>(`DELETE FROM dev_outbox WHERE to_address = $1 RETURNING id::text AS id`, [normalised]);
  const sent = await db.query<{ job_key: string }>(`DELETE FROM mail_sent_log WHERE to_hash = $1 RETURNING job_key`, [addressHash(normalised)]);
  const pending = await dropMailPayloadsTo(db, normalised);
  await forgetMailJobs([...pending, ...sent.rows.map((r) => r.job_key)]);
  return { deleted: outbox.rows.length, pending: pending.length };
}
