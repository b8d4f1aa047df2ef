import type { Db } from '@fast-track/shared/db/db';
import type { Logger } from '@fast-track/shared/logger';
import { addressHash, mailJobPayloadSchema, type MailJobPayload } from './mail-job.ts';
import { renderMail } from './mail-templates.ts';
import type { MailTransport } from './mail-transport.ts';

export interface SendMailContext {
  db: Db;
  logger: Logger;
  transport: MailTransport;
  from: string;
  publicUrl: string;
}

export type SendMailResult = { sent: true } | { sent: false; reason: 'already-sent' | 'in-flight' };

// A claim older than this is taken to be from a process that died mid-send; the job may then try again.
const staleClaimSeconds = 300;

/**
 * THE send-mail job: the BullMQ worker (services/worker/src/jobs/send-mail.job.ts) and the in-process queue both run
 * exactly this. Idempotent: the job key is claimed in mail_sent_log before sending and marked sent after, so a
 * retry or a duplicate delivery of a job that already went out sends nothing. A failed send releases the claim
 * and throws, so the queue retries with backoff.
 */
export async function sendMailJob(payload: unknown, ctx: SendMailContext): Promise<SendMailResult> {
  const job: MailJobPayload = mailJobPayloadSchema.parse(payload);
  const log = ctx.logger.child({ mailKey: job.key, template: job.template });

  const claimed = await ctx.db.query(
    `INSERT INTO mail_sent_log (job_key, to_hash, status, updated_at) VALUES ($1, $2, 'sending', now())
     ON CONFLICT (job_key) DO UPDATE SET status = 'sending', updated_at = now()
       WHERE mail_sent_log.status = 'sending' AND mail_sent_log.updated_at < now() - make_interval(secs => $3)
     RETURNING job_key`,
    [job.key, addressHash(job.to), staleClaimSeconds],
  );
  if (claimed.rows.length === 0) {
    const existing = await ctx.db.query<{ status: string }>(`SELECT status FROM mail_sent_log WHERE job_key = $1`, [job.key]);
    const reason = existing.rows[0]?.status === 'sent' ? 'already-sent' : 'in-flight';
    log.info({ reason }, 'mail skipped');
    return { sent: false, reason };
  }

  try {
    const rendered = renderMail(job, { publicUrl: ctx.publicUrl });
    await ctx.transport.send({ ...rendered, key: job.key, from: ctx.from, to: job.to });
  } catch (error) {
    await ctx.db.query(`DELETE FROM mail_sent_log WHERE job_key = $1 AND status = 'sending'`, [job.key]);
    throw error;
  }
  await ctx.db.query(`UPDATE mail_sent_log SET status = 'sent', updated_at = now() WHERE job_key = $1`, [job.key]);
  log.info({ transport: ctx.transport.kind }, 'mail sent');
  return { sent: true };
}
