import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '@fast-track/shared/db/db';
import type { Logger } from '@fast-track/shared/logger';
import { publishJob } from '@fast-track/shared/telemetry/telemetry';
import { Queue, type ConnectionOptions } from 'bullmq';
import { mailJobKey, mailJobSchema, mailQueueName, mailRetry, sendMailJobName } from './mail-job.ts';
import { pendingMailKeys, storeMailPayload, type MailJobRef } from './mail-payloads.ts';
import type { MailQueue } from './mail-queue.ts';

export interface BullMqMailQueueOptions {
  connection: ConnectionOptions;
  /** BullMQ key prefix; tests use a unique one per run. */
  prefix?: string;
  logger: Logger;
  /** Where the mails' payloads are kept (mail_payloads); the jobs carry only their keys. */
  db: Db;
  backoffMs?: number;
}

export interface BullMqMailQueue extends MailQueue {
  readonly kind: 'bullmq';
  /**
   * Hands every pending mail stored at least `minAgeMs` ago to the queue again (a job that is still there is left
   * as it is, by its job id) and drops expired ones; answers how many were handed over. Rejects when Redis is down.
   */
  redrive(options?: { minAgeMs?: number; limit?: number }): Promise<number>;
}

/** How long a request may wait for the hand-off to Redis; the mail is already safe in Postgres by then. */
const handOffTimeoutMs = 1000;

// Every producer of this process, so an account deletion can remove the person's jobs from whichever queue holds
// them (deleteMailFor, ./outbox.ts).
const liveQueues = new Set<Queue>();

/**
 * Producer side of the distributed mode: the mail is stored in mail_payloads (Postgres), then a job holding only its
 * key goes to Redis and the worker process sends it. The job id is the key, so adding the same job again while it
 * exists in Redis is ignored by BullMQ itself; finished jobs are kept an hour (to de-duplicate repeats), failed ones
 * a day, and neither holds anything personal.
 *
 * Redis down: enqueue still succeeds once the row is stored (the hand-off gives up after 1 s, or at once when the
 * connection is known to be down) and the worker's redrive hands the mail over when Redis is back, so an
 * acknowledged mail is not lost, not even when Redis restarts empty.
 */
export function createBullMqMailQueue(options: BullMqMailQueueOptions): BullMqMailQueue {
  const { db, logger } = options;
  const queue = new Queue<MailJobRef>(mailQueueName, {
    connection: options.connection,
    ...(options.prefix ? { prefix: options.prefix } : {}),
    defaultJobOptions: {
      attempts: mailRetry.attempts,
      backoff: { type: 'exponential', delay: options.backoffMs ?? mailRetry.backoffMs },
      removeOnComplete: { age: 3600, count: 10_000 },
      removeOnFail: { age: 24 * 3600 },
    },
  });
  queue.on('error', (err) => logger.warn({ err }, 'mail queue error'));
  liveQueues.add(queue);

  const handOff = async (key: string): Promise<void> => {
    // The caller's trace context rides along (job option telemetry.metadata): the worker's span is its child.
    await publishJob(mailQueueName, (traceMetadata) =>
      queue.add(sendMailJobName, { key }, { jobId: key, ...(traceMetadata ? { telemetry: { metadata: traceMetadata } } : {}) }),
    );
  };

  return {
    kind: 'bullmq',
    async enqueue(job, opts) {
      const parsed = mailJobSchema.parse(job);
      const key = mailJobKey(opts?.jobId);
      if (!(await storeMailPayload(db, key, parsed))) return;
      const handedOff = await within(handOff(key), handOffTimeoutMs);
      if (handedOff !== true) {
        logger.warn({ err: handedOff, mailKey: key }, 'mail kept in Postgres; the worker queues it once Redis answers');
      }
    },
    async redrive({ minAgeMs = 10_000, limit = 500 } = {}) {
      const keys = await pendingMailKeys(db, { minAgeMs, limit });
      for (const key of keys) await handOff(key);
      return keys.length;
    },
    async close() {
      liveQueues.delete(queue);
      await queue.close();
    },
  };
}

/**
 * Removes the jobs of these keys from every producer queue of this process: best effort, at most a second (account
 * deletion calls it inside its transaction). A job that could not be removed finds no payload and sends nothing.
 */
export async function forgetMailJobs(keys: readonly string[]): Promise<void> {
  if (keys.length === 0 || liveQueues.size === 0) return;
  const removals = Promise.allSettled([...liveQueues].flatMap((queue) => keys.map((key) => queue.remove(key))));
  await within(removals, 1000);
}

/** true when `work` settled in time and fulfilled; otherwise its error, or 'timeout'. */
async function within(work: Promise<unknown>, ms: number): Promise<unknown> {
  const abort = new AbortController();
  try {
    return await Promise.race([work.then(() => true as const), sleep(ms, 'timeout' as const, { signal: abort.signal })]);
  } catch (error) {
    return error;
  } finally {
    abort.abort();
  }
}

/**
 * The worker's safety net for acknowledged mail: at start, every pending mail is handed to the queue again; then,
 * every `intervalMs`, every one pending for longer than `minAgeMs` (a job Redis lost in a restart, or whose hand-off
 * failed while Redis was down). Jobs still in the queue are left alone (same job id), so this never sends twice.
 */
export function startMailRedrive(
  queue: BullMqMailQueue,
  { logger, intervalMs = 10_000, minAgeMs = 10_000 }: { logger: Logger; intervalMs?: number; minAgeMs?: number },
): { stop(): void } {
  let running = false;
  let failing = false;
  const tick = async (age: number): Promise<void> => {
    if (running) return;
    running = true;
    try {
      const handed = await queue.redrive({ minAgeMs: age });
      if (handed > 0) logger.info({ mails: handed }, 'pending mail handed to the queue');
      failing = false;
    } catch (err) {
      if (!failing) logger.warn({ err }, 'pending mail not handed over yet (redis or database unreachable); retrying');
      failing = true;
    } finally {
      running = false;
    }
  };
  void tick(0);
  const timer = setInterval(() => void tick(minAgeMs), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
