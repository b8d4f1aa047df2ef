import type { Db } from '@fast-track/shared/db/db';
import { z } from 'zod';
import { addressHash, mailJobPayloadSchema, mailJobSchema, type MailJob, type MailJobPayload } from './mail-job.ts';

/**
 * What a queued mail says lives in Postgres (`mail_payloads`), never in Redis: a queue job carries only its key.
 *
 * Why a server-side row rather than an encrypted payload in the job (docs/operations.md "Mail jobs hold no personal
 * data"): account deletion erases the row in the same transaction as the account, so a mail to a deleted person can
 * no longer go out even while Redis is unreachable; nothing personal reaches Redis at all, not even ciphertext
 * under a key every replica holds; and the row is the durable record of an acknowledged mail, so a Redis that
 * restarts empty, or refuses the hand-off, loses nothing (the worker re-queues pending rows).
 */

/** A pending mail that was neither sent nor erased is given up after this (the queue's own retries end far sooner). */
export const mailPayloadTtlMs = 24 * 3600_000;

const jobKey = z.string().regex(/^mail-[\w-]{8,80}$/);

/** What a queue job carries: the key of its `mail_payloads` row, nothing else. */
export const mailJobRefSchema = z.object({ key: jobKey }).strict();
export type MailJobRef = z.output<typeof mailJobRefSchema>;

/**
 * What the worker accepts: a reference, or (only for jobs queued by a version before mail_payloads) the whole job.
 * The older shape is read, never written.
 */
export const mailJobDataSchema = z.union([mailJobRefSchema, mailJobPayloadSchema]);
export type MailJobData = z.output<typeof mailJobDataSchema>;

/**
 * Keeps a validated job under its key. Answers whether the mail still has to be delivered: false when a mail with
 * this key was already sent (the de-duplication the contract promises); true when the row was stored now or was
 * already waiting (a repeat enqueue hands the same key to the queue again, which the queue ignores).
 */
export async function storeMailPayload(db: Db, key: string, job: MailJob, ttlMs = mailPayloadTtlMs): Promise<boolean> {
  const { rows } = await db.query<{ pending: boolean }>(
    `WITH stored AS (
       INSERT INTO mail_payloads (job_key, to_hash, payload, expires_at)
       SELECT $1, $2, $3::text::jsonb, now() + make_interval(secs => $4)
        WHERE NOT EXISTS (SELECT 1 FROM mail_sent_log WHERE job_key = $1 AND status = 'sent')
       ON CONFLICT (job_key) DO NOTHING
       RETURNING job_key
     )
     SELECT EXISTS (SELECT 1 FROM stored) OR EXISTS (SELECT 1 FROM mail_payloads WHERE job_key = $1) AS pending`,
    [key, addressHash(job.to), JSON.stringify(job), ttlMs / 1000],
  );
  return rows[0]?.pending === true;
}

/** The job behind a key, or undefined when its row is gone (sent, failed for good, erased or expired). */
export async function loadMailPayload(db: Db, key: string): Promise<MailJobPayload | undefined> {
  const { rows } = await db.query<{ payload: string }>(`SELECT payload::text AS payload FROM mail_payloads WHERE job_key = $1`, [key]);
  const row = rows[0];
  if (!row) return undefined;
  return mailJobPayloadSchema.parse({ ...mailJobSchema.parse(JSON.parse(row.payload)), key });
}

export async function dropMailPayload(db: Db, key: string): Promise<void> {
  await db.query(`DELETE FROM mail_payloads WHERE job_key = $1`, [key]);
}

/** Erases every pending mail to an address; answers their keys (so the queue can forget their jobs too). */
export async function dropMailPayloadsTo(db: Db, address: string): Promise<string[]> {
  const { rows } = await db.query<{ job_key: string }>(`DELETE FROM mail_payloads WHERE to_hash = $1 RETURNING job_key`, [addressHash(address)]);
  return rows.map((r) => r.job_key);
}

/** Gives up expired rows, then answers the keys still pending that were stored at least `minAgeMs` ago, oldest first. */
export async function pendingMailKeys(db: Db, { minAgeMs, limit }: { minAgeMs: number; limit: number }): Promise<string[]> {
  await db.query(`DELETE FROM mail_payloads WHERE expires_at < now()`);
  const { rows } = await db.query<{ job_key: string }>(
    `SELECT job_key FROM mail_payloads WHERE created_at <= now() - make_interval(secs => $1) ORDER BY created_at LIMIT $2`,
    [minAgeMs / 1000, limit],
  );
  return rows.map((r) => r.job_key);
}

/** Whether a job's data names its mail only by key (what every producer writes now). */
export function isMailJobRef(data: MailJobData): data is MailJobRef {
  return !('to' in data);
}
