import type { Db } from '@fast-track/shared/db/db';
import type { Logger } from '@fast-track/shared/logger';
import { addressHash, type MailJobPayload } from './mail-job.ts';
import { dropMailPayload, isMailJobRef, loadMailPayload, mailJobDataSchema } from './mail-payloads.ts';
import { renderMail } from './mail-templates.ts';
import type { MailTransport } from './mail-transport.ts';

export interface SendMailContext {
  db: Db;
  logger: Logger;
  transport: MailTransport;
  from: string;
  publicUrl: string;
  /** The queue will not retry a failure of this attempt: the mail's payload row goes with it. */
  lastAttempt?: boolean;
}

/** `gone`: the mail's payload was erased (account deletion) or expired before it could be sent. */
export type SendMailResult = { sent: true } | { sent: false; reason: 'already-sent' | 'in-flight' | 'gone' };

// A claim older than this is taken to be from a process that died mid-send; the job may then try again.
const staleClaimSeconds = 300;

/**
 * THE send-mail job: the BullMQ worker (services/worker/src/jobs/send-mail.job.ts) and the in-process queue both run
 * exactly this. The job names its mail by key; what the mail says is read from `mail_payloads` (./mail-payloads.ts),
 * so no address, code or link ever sits in the queue. Idempotent: the key is claimed in mail_sent_log before sending
 * and marked sent after (the payload row goes in the same transaction), so a retry or a duplicate delivery of a job
 * that already went out sends nothing. A failed send releases the claim and throws, so the queue retries with
 * backoff; after the last attempt the payload row is dropped too.
 */
export async function sendMailJob(data: unknown, ctx: SendMailContext): Promise<SendMailResult> {
  const ref = mailJobDataSchema.parse(data);
  const job: MailJobPayload | undefined = isMailJobRef(ref) ? await loadMailPayload(ctx.db, ref.key) : ref;
  const log = ctx.logger.child({ mailKey: ref.key, ...(job ? { template: job.template } : {}) });
  if (!job) {
    const reason = (await sentStatus(ctx.db, ref.key)) === 'sent' ? 'already-sent' : 'gone';
    log.info({ reason }, 'mail skipped');
    return { sent: false, reason };
  }

  const claimed = await ctx.db.query(
    `INSERT INTO mail_sent_log (job_key, to_hash, status, updated_at) VALUES ($1, $2, 'sending', now())
     ON CONFLICT (job_key) DO UPDATE SET status = 'sending', updated_at = now()
       WHERE mail_sent_log.status = 'sending' AND mail_sent_log.updated_at < now() - make_interval(secs => $3)
     RETURNING job_key`,
    [job.key, addressHash(job.to), staleClaimSeconds],
  );
  if (claimed.rows.length === 0) {
    const reason = (await sentStatus(ctx.db, job.key)) === 'sent' ? 'already-sent' : 'in-flight';
    if (reason === 'already-sent') await dropMailPayload(ctx.db, job.key);
    log.info({ reason }, 'mail skipped');
    return { sent: false, reason };
  }

  try {
    const rendered = renderMail(job, { publicUrl: ctx.publicUrl });
    await ctx.transport.send({ ...rendered, key: job.key, from: ctx.from, to: job.to });
  } catch (error) {
    await ctx.db.query(`DELETE FROM mail_sent_log WHERE job_key = $1 AND status = 'sending'`, [job.key]);
    if (ctx.lastAttempt) await dropMailPayload(ctx.db, job.key);
    throw error;
  }
  await ctx.db.transaction(async (tx) => {
    await tx.query(`UPDATE mail_sent_log SET status = 'sent', updated_at = now() WHERE job_key = $1`, [job.key]);
    await dropMailPayload(tx, job.key);
  });
  log.info({ transport: ctx.transport.kind }, 'mail sent');
  return { sent: true };
}

async function sentStatus(db: Db, key: string): Promise<string | undefined> {
  const { rows } = await db.query<{ status: string }>(`SELECT status FROM mail_sent_log WHERE job_key = $1`, [key]);
  return rows[0]?.status;
}
