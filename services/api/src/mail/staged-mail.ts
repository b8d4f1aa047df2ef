import type { Db } from '@fast-track/shared/db/db';
import type { Logger } from '@fast-track/shared/logger';
import { mailJobKey, mailJobSchema, type MailJobInput } from './mail-job.ts';
import { storeMailPayload } from './mail-payloads.ts';
import type { MailQueue } from './mail-queue.ts';

/**
 * Mail that goes out if and only if a command commits. `stageMail(tx, …)` writes the mail's mail_payloads row in
 * the command's own transaction: a rolled-back command leaves no mail behind, and a process that dies after the
 * commit but before the hand-off to the queue loses none — the worker's redrive (startMailRedrive) queues every
 * pending row. Once committed, `handOffStaged` gives the queue the same job ids at once; the queue finds the rows
 * already stored and only hands them over (an enqueue of a stored key stores nothing twice).
 */
export interface StagedMail {
  job: MailJobInput;
  jobId: string;
}

/** Stores one mail in `tx` (validated like any enqueue); undefined when a mail with this job id was already sent. */
export async function stageMail(tx: Db, job: MailJobInput, jobId: string): Promise<StagedMail | undefined> {
  const pending = await storeMailPayload(tx, mailJobKey(jobId), mailJobSchema.parse(job));
  return pending ? { job, jobId } : undefined;
}

/** At most this many hand-offs at once, so a big event's news does not hold every database connection. */
const lanes = 8;

/** Hands committed mails to the queue. Never throws: a mail not handed over now stays stored for the redrive. */
export async function handOffStaged(queue: MailQueue, staged: readonly StagedMail[], logger: Logger): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < staged.length) {
      const mail = staged[next++]!;
      try {
        await queue.enqueue(mail.job, { jobId: mail.jobId });
      } catch (err) {
        logger.warn({ err }, 'staged mail not handed to the queue now; it stays stored for the redrive');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, staged.length) }, lane));
}
