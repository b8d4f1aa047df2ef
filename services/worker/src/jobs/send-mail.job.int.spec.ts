import { randomBytes } from 'node:crypto';
import { createBullMqMailQueue, mailQueueName, readMailbox, type MailQueue } from '@fast-track/api/mail/index';
import { createLogger } from '@fast-track/shared/logger';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRegistry } from '../job-registry.ts';
import { sendMailJobDefinition } from './send-mail.job.ts';

const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const logger = createLogger('test', 'silent');

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('send-mail over BullMQ (distributed mode)', () => {
  // A prefix of its own per run: never touches the real 'bull:mail' queue or another run's jobs.
  const prefix = `ft-test-${randomBytes(5).toString('hex')}`;
  let testDb: TestDb;
  let producer: MailQueue;
  let worker: Worker | undefined;

  beforeAll(async () => {
    testDb = await openTestDb();
    producer = createBullMqMailQueue({ connection: { url: redisUrl }, prefix, logger, db: testDb.db, backoffMs: 10 });
  });
  afterAll(async () => {
    await worker?.close();
    await producer.close();
    const admin = new Queue(mailQueueName, { connection: { url: redisUrl }, prefix });
    await admin.obliterate({ force: true });
    await admin.close();
    const redis = new Redis(redisUrl);
    const left = await redis.keys(`${prefix}:*`);
    if (left.length > 0) await redis.del(...left);
    await redis.quit();
    await testDb.dispose();
  });

  it('is registered in the worker on the contract queue', () => {
    expect(jobRegistry.map((j) => j.name)).toContain('mail');
  });

  it('de-duplicates by job id in Redis, and a worker instance sends the mail once', async () => {
    const job = { to: 'bull.student@uva.nl', template: 'otp', lng: 'es', vars: { code: '6060' } } as const;
    await producer.enqueue(job, { jobId: 'otp:bull.student@uva.nl:n1' });
    await producer.enqueue(job, { jobId: 'otp:bull.student@uva.nl:n1' });
    const inspect = new Queue(mailQueueName, { connection: { url: redisUrl }, prefix });
    const counts = await inspect.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed');
    const jobs = await inspect.getJobs(['waiting']);
    await inspect.close();
    expect(counts['waiting']).toBe(1);
    expect(jobs[0]?.name).toBe('send-mail');
    expect(jobs[0]?.id).not.toContain('bull.student');
    // Only the key travels through Redis; what the mail says is in mail_payloads.
    expect(jobs[0]?.data).toEqual({ key: jobs[0]?.id });
    expect(jobs[0]?.opts.attempts).toBe(5);
    expect(jobs[0]?.opts.backoff).toMatchObject({ type: 'exponential' });

    // What services/worker/src/main.ts does for every registry entry, on this run's prefix.
    const db = testDb.db;
    let firstAttempt = true;
    worker = new Worker(
      sendMailJobDefinition.name,
      async (bullJob) => {
        // One failure first: BullMQ retries it with backoff and the mail still goes out once.
        if (firstAttempt) {
          firstAttempt = false;
          throw new Error('transient');
        }
        return sendMailJobDefinition.run(sendMailJobDefinition.payload.parse(bullJob.data), { db, logger });
      },
      { connection: { url: redisUrl, maxRetriesPerRequest: null }, prefix, concurrency: 1 },
    );

    const messages = await until(() => readMailbox(db, 'bull.student@uva.nl'), (m) => m.length > 0);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subject).toBe('Tu código de verificación de Fast-Track: 6060');

    // The same job id after it completed: BullMQ keeps the finished job briefly, so nothing is added or sent.
    await producer.enqueue(job, { jobId: 'otp:bull.student@uva.nl:n1' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await readMailbox(db, 'bull.student@uva.nl')).toHaveLength(1);
  });
});
