/**
 * Outgoing mail as background jobs (docs/accounts.md "Mail").
 *
 * For the accounts slice: `createApp` receives `mailQueue` (AppDeps.mailQueue; server.ts builds it with
 * `createMailQueue(config, { db, logger })`: BullMQ queue 'mail' (keys `<REDIS_PREFIX>bull:mail:…`) when REDIS_URL is set — the worker process sends —
 * else an in-process queue running the same job code). Enqueue with the contract's job id for de-duplication:
 *   await mailQueue.enqueue(
 *     { to: email, template: 'otp', lng: req.body.lng, vars: { code, name: firstName } },
 *     { jobId: `otp:${email}:${otpId}` },
 *   );
 *   await mailQueue.enqueue({ to, template: 'password-reset', lng, vars: { uniqueId, name } }, { jobId: `password-reset:${to}:${uniqueId}` });
 * `enqueue` validates the job (throws a ZodError on a bad one) and resolves once the mail is stored (mail_payloads
 * in Postgres: what it says never goes to Redis, the queue job carries only its key; ./mail-payloads.ts), not sent;
 * with Redis down it still resolves, and the worker queues the mail when Redis is back.
 * Enqueuing the same jobId again while it is queued, or after it was sent, sends nothing more. The languages are
 * en de fr pl es it (anything else → en). On account deletion call `deleteMailFor(db, address)` (./outbox.ts): it
 * erases the person's pending mails and removes their jobs.
 */
import { redisNamespaces, type Config } from '@fast-track/shared/config';
import type { Db } from '@fast-track/shared/db/db';
import type { Logger } from '@fast-track/shared/logger';
import { bullmqConnection } from '@fast-track/shared/redis/redis-client';
import { createBullMqMailQueue } from './bullmq-mail-queue.ts';
import { createInProcessMailQueue } from './in-process-mail-queue.ts';
import type { MailJobInput } from './mail-job.ts';
import { createMailTransport } from './mail-transport.ts';

export interface EnqueueOptions {
  /** De-duplication id, `<template>:<to>:<nonce>`; stored only as a digest. */
  jobId?: string;
}

export interface MailQueue {
  readonly kind: 'bullmq' | 'in-process';
  enqueue(job: MailJobInput, opts?: EnqueueOptions): Promise<void>;
  /** Stops taking jobs; the in-process queue lets the current attempts finish. */
  close(): Promise<void>;
}

export { mailQueueName, mailRetry, sendMailJobName } from './mail-job.ts';

export function createMailQueue(
  config: Pick<Config, 'REDIS_URL' | 'REDIS_PREFIX' | 'SMTP_URL' | 'MAIL_FROM' | 'PUBLIC_URL'>,
  deps: { db: Db; logger: Logger },
): MailQueue {
  if (config.REDIS_URL) {
    // The worker consumes under the same prefix (services/worker/src/main.ts).
    const prefix = redisNamespaces(config.REDIS_PREFIX).bullmq;
    // Fail fast, no offline queue: a producer call never waits for Redis (docs/operations.md "Redis outages").
    return createBullMqMailQueue({ connection: bullmqConnection(config.REDIS_URL, 'commands'), prefix, logger: deps.logger, db: deps.db });
  }
  const queue = createInProcessMailQueue({
    db: deps.db,
    logger: deps.logger,
    transport: createMailTransport(config.SMTP_URL, deps.db),
    from: config.MAIL_FROM,
    publicUrl: config.PUBLIC_URL,
  });
  // What an earlier run of this process stored but did not send (no worker redrives in the embedded mode).
  queue.redrive().catch((err: unknown) => deps.logger.warn({ err }, 'pending mail not resent at start'));
  return queue;
}
