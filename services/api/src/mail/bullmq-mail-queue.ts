import type { Logger } from '@fast-track/shared/logger';
import { publishJob } from '@fast-track/shared/telemetry/telemetry';
import { Queue, type ConnectionOptions } from 'bullmq';
import { mailJobKey, mailJobPayloadSchema, mailQueueName, mailRetry, sendMailJobName } from './mail-job.ts';
import type { MailQueue } from './mail-queue.ts';

export interface BullMqMailQueueOptions {
  connection: ConnectionOptions;
  /** BullMQ key prefix; tests use a unique one per run. */
  prefix?: string;
  logger: Logger;
  backoffMs?: number;
}

/**
 * Producer side of the distributed mode: jobs go to Redis, the worker process sends them. The job id is the
 * digest key, so adding the same job again while it exists in Redis is ignored by BullMQ itself. Job data holds the
 * address and the code, so finished jobs are kept only briefly: an hour when sent (long enough to de-duplicate
 * repeats), a day when failed (to look into it).
 */
export function createBullMqMailQueue(options: BullMqMailQueueOptions): MailQueue {
  const queue = new Queue(mailQueueName, {
    connection: options.connection,
    ...(options.prefix ? { prefix: options.prefix } : {}),
    defaultJobOptions: {
      attempts: mailRetry.attempts,
      backoff: { type: 'exponential', delay: options.backoffMs ?? mailRetry.backoffMs },
      removeOnComplete: { age: 3600, count: 10_000 },
      removeOnFail: { age: 24 * 3600 },
    },
  });
  queue.on('error', (err) => options.logger.error({ err }, 'mail queue error'));

  return {
    kind: 'bullmq',
    async enqueue(job, opts) {
      const key = mailJobKey(opts?.jobId);
      const payload = mailJobPayloadSchema.parse({ ...job, key });
      // The request's trace context rides along (job option telemetry.metadata): the worker's span is its child.
      await publishJob(mailQueueName, (traceMetadata) =>
        queue.add(sendMailJobName, payload, { jobId: key, ...(traceMetadata ? { telemetry: { metadata: traceMetadata } } : {}) }),
      );
    },
    close: () => queue.close(),
  };
}
