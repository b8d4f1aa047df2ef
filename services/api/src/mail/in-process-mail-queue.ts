import { setTimeout as sleep } from 'node:timers/promises';
import { mailJobKey, mailJobSchema, mailRetry } from './mail-job.ts';
import { pendingMailKeys, storeMailPayload } from './mail-payloads.ts';
import type { MailQueue } from './mail-queue.ts';
import { sendMailJob, type SendMailContext } from './send-mail.ts';

export interface InProcessMailQueue extends MailQueue {
  /** Resolves when every queued job has been sent or has used up its attempts (tests). */
  onIdle(): Promise<void>;
  /**
   * Sends every mail stored at least `minAgeMs` ago that no job of this process holds: what an earlier process
   * acknowledged (or stored with a command, mail/staged-mail.ts) but did not send before it stopped. Answers how many.
   */
  redrive(options?: { minAgeMs?: number; limit?: number }): Promise<number>;
}

export interface InProcessOptions extends Omit<SendMailContext, 'lastAttempt'> {
  attempts?: number;
  backoffMs?: number;
}

/**
 * The embedded mode's queue: the same job function as the BullMQ worker, run in this process with the same retry
 * policy (attempts, exponential backoff like BullMQ's `delay * 2^(attempt-1)`). What a mail says is stored in
 * mail_payloads first (as the BullMQ queue does), the job in memory carries only its key. A restart loses the
 * in-memory jobs; their rows stay, and `redrive` (which createMailQueue runs at start) sends them then, so a mail
 * stored with a command is not lost to a restart here either.
 */
export function createInProcessMailQueue(options: InProcessOptions): InProcessMailQueue {
  const { attempts = mailRetry.attempts, backoffMs = mailRetry.backoffMs, ...ctx } = options;
  const queued = new Set<string>();
  const running = new Set<Promise<void>>();
  const abort = new AbortController();
  let closed = false;

  const run = async (key: string): Promise<void> => {
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        await sendMailJob({ key }, { ...ctx, lastAttempt: attempt === attempts });
        return;
      } catch (error) {
        const last = attempt === attempts || abort.signal.aborted;
        ctx.logger.warn({ err: error, mailKey: key, attempt, attempts }, last ? 'mail job failed for good' : 'mail job failed; retrying');
        if (last) return;
        try {
          await sleep(backoffMs * 2 ** (attempt - 1), undefined, { signal: abort.signal });
        } catch {
          return;
        }
      }
    }
  };

  const start = (key: string): void => {
    const task = run(key).finally(() => {
      queued.delete(key);
      running.delete(task);
    });
    running.add(task);
  };

  return {
    kind: 'in-process',
    async enqueue(job, opts) {
      if (closed) throw new Error('mail queue is closed');
      const parsed = mailJobSchema.parse(job);
      const key = mailJobKey(opts?.jobId);
      // Same de-duplication as a BullMQ jobId while the job waits; the sent log covers it after it was sent.
      if (queued.has(key)) return;
      queued.add(key);
      let pending: boolean;
      try {
        pending = await storeMailPayload(ctx.db, key, parsed);
      } catch (error) {
        queued.delete(key);
        throw error;
      }
      if (!pending || closed) {
        queued.delete(key);
        return;
      }
      start(key);
    },
    async redrive({ minAgeMs = 0, limit = 500 } = {}) {
      const keys = (await pendingMailKeys(ctx.db, { minAgeMs, limit })).filter((key) => !queued.has(key));
      for (const key of keys) {
        queued.add(key);
        start(key);
      }
      return keys.length;
    },
    async onIdle() {
      while (running.size > 0) await Promise.all([...running]);
    },
    async close() {
      closed = true;
      abort.abort();
      await Promise.all([...running]);
    },
  };
}
