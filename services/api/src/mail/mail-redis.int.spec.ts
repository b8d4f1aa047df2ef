import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { createLogger } from '@fast-track/shared/logger';
import { bullmqConnection } from '@fast-track/shared/redis/redis-client';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from '../testing/api-fixture.ts';
import { testSecret } from '../testing/student-api.ts';
import { createBullMqMailQueue, type BullMqMailQueue } from './bullmq-mail-queue.ts';
import { addressHash, mailQueueName } from './mail-job.ts';
import { createOutboxTransport } from './mail-transport.ts';
import { readMailbox } from './outbox.ts';
import { sendMailJob } from './send-mail.ts';

const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const logger = createLogger('test', 'silent');
const mailSettings = { from: 'Fast-Track <no-reply@fast-track.local>', publicUrl: 'http://localhost:8080' };
const ucl = { name: 'University College London, University of London', area: 'United Kingdom' };

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every key under the prefix with its whole value, whatever its type: what anyone with access to Redis could read. */
async function dumpRedis(redis: Redis, prefix: string): Promise<string> {
  const out: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', '500');
    cursor = next;
    for (const key of keys) {
      const type = await redis.type(key);
      let value: unknown;
      if (type === 'string') value = await redis.get(key);
      else if (type === 'hash') value = await redis.hgetall(key);
      else if (type === 'list') value = await redis.lrange(key, 0, -1);
      else if (type === 'set') value = await redis.smembers(key);
      else if (type === 'zset') value = await redis.zrange(key, '0', '-1', 'WITHSCORES');
      else if (type === 'stream') value = await redis.xrange(key, '-', '+');
      else value = `<${type}>`;
      out.push(`${key} ${JSON.stringify(value)}`);
    }
  } while (cursor !== '0');
  return out.join('\n');
}

describe('mail over BullMQ holds no personal data in Redis', () => {
  let testDb: TestDb;
  let redis: Redis;
  const prefixes: string[] = [];
  const newPrefix = (): string => {
    const prefix = `ft-test-mail-${randomBytes(5).toString('hex')}`;
    prefixes.push(prefix);
    return prefix;
  };
  const producers: BullMqMailQueue[] = [];
  const producer = (prefix: string, url = redisUrl): BullMqMailQueue => {
    const queue = createBullMqMailQueue({ connection: bullmqConnection(url, 'commands'), prefix, logger, db: testDb.db, backoffMs: 10 });
    producers.push(queue);
    return queue;
  };
  /** What services/worker/src/main.ts runs for the mail queue, on this test's prefix. */
  const worker = (prefix: string): Worker =>
    new Worker(mailQueueName, (job) => sendMailJob(job.data, { db: testDb.db, logger, transport: createOutboxTransport(testDb.db), ...mailSettings }), {
      connection: { url: redisUrl, maxRetriesPerRequest: null },
      prefix,
      concurrency: 1,
    });

  beforeAll(async () => {
    testDb = await openTestDb();
    redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    for (const queue of producers) await queue.close().catch(() => undefined);
    for (const prefix of prefixes) {
      const left = await redis.keys(`${prefix}:*`);
      if (left.length > 0) await redis.del(...left);
    }
    await redis.quit();
    await testDb.dispose();
  });

  it('a queued OTP, reset link and invitation leave no address, code or token in any Redis key or value', async () => {
    const prefix = newPrefix();
    const queue = producer(prefix);
    const address = `Secret.Person.${randomBytes(3).toString('hex')}@student.ucl.ac.uk`;
    const resetId = `c0ffee00-${randomBytes(4).toString('hex')}-4222-8333-444455556666`;
    const dsa = randomBytes(16).toString('hex');
    const invitationId = '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b';
    const organisationId = '0e1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b';
    await queue.enqueue({ to: address, template: 'otp', vars: { code: '4711' } }, { jobId: `otp:${address}:n1` });
    await queue.enqueue({ to: address, template: 'password-reset', vars: { uniqueId: resetId, name: 'Secreta' } }, { jobId: `password-reset:${address}:n1` });
    await queue.enqueue(
      {
        to: address,
        template: 'invitation',
        vars: { organisationName: 'Kestrel Partners', organisationKind: 'company', role: 'member', organisationId, dsa, invitationId, name: 'Secreta' },
      },
      { jobId: `invitation:${address}:n1` },
    );
    const secrets = [address, address.toLowerCase(), 'Secret.Person', '4711', resetId, dsa, invitationId, organisationId, 'Secreta', 'Kestrel'];

    const inspect = new Queue(mailQueueName, { connection: { url: redisUrl }, prefix });
    const waiting = await inspect.getJobs(['waiting']);
    await inspect.close();
    expect(waiting).toHaveLength(3);
    for (const job of waiting) expect(Object.keys(job.data as object)).toEqual(['key']);
    const queued = await dumpRedis(redis, prefix);
    expect(queued).toContain(':mail:');
    for (const secret of secrets) expect(queued).not.toContain(secret);

    // Sent: the mails went out with everything in them, and Redis (finished jobs, event stream) still holds none of it.
    const w = worker(prefix);
    try {
      const mails = await until(() => readMailbox(testDb.db, address), (m) => m.length === 3);
      expect(mails).toHaveLength(3);
      expect(mails.map((m) => m.text).join('\n')).toContain(resetId);
    } finally {
      await w.close();
    }
    const finished = await dumpRedis(redis, prefix);
    for (const secret of secrets) expect(finished).not.toContain(secret);
    const left = await testDb.db.query(`SELECT job_key FROM mail_payloads WHERE to_hash = $1`, [addressHash(address)]);
    expect(left.rows).toEqual([]);
  });

  it('account deletion removes the person’s jobs from Redis and their pending mail from Postgres; nothing more is sent', async () => {
    const prefix = newPrefix();
    const queue = producer(prefix);
    const api = await startApi(testDb.db, { mailQueue: queue, identitySecret: testSecret });
    const address = `leaver.${randomBytes(3).toString('hex')}@student.ucl.ac.uk`;
    const other = `stayer.${randomBytes(3).toString('hex')}@student.ucl.ac.uk`;
    const post = async (path: string, body: unknown, token?: string) => {
      const res = await fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    try {
      // Registered for real: the code comes through the queue and the worker.
      expect((await post('/api/student/otp/new', { EmailAddress: address, university: ucl })).body).toEqual({ msg: 'success' });
      const w = worker(prefix);
      const [otpMail] = await until(() => readMailbox(testDb.db, address), (m) => m.length === 1).finally(() => w.close());
      const code = /\b(\d{4})\b/.exec(otpMail?.subject ?? '')?.[1];
      const registered = await post('/api/student/register/new', { EmailAddress: address, password: 'correct horse battery', selected2: [], uni2: ucl, otpform: code });
      expect(registered.body['msg']).toBe('success');
      const token = registered.body['token'] as string;

      // No worker now: a reset link and another person's code wait in Redis.
      expect((await post('/api/student/password/forgot', { email: address })).body).toEqual({ msg: 'success' });
      expect((await post('/api/student/otp/new', { EmailAddress: other, university: ucl })).body).toEqual({ msg: 'success' });
      const hash = addressHash(address);
      const theirs = (await testDb.db.query<{ job_key: string }>(`SELECT job_key FROM mail_payloads WHERE to_hash = $1 UNION SELECT job_key FROM mail_sent_log WHERE to_hash = $1`, [hash])).rows.map((r) => r.job_key);
      expect(theirs).toHaveLength(2);
      const inspect = new Queue(mailQueueName, { connection: { url: redisUrl }, prefix });
      try {
        for (const key of theirs) expect(await inspect.getJob(key)).toBeDefined();

        const deleted = await post('/api/student/account/delete', { password: 'correct horse battery' }, token);
        expect(deleted).toEqual({ status: 200, body: { msg: 'success' } });

        for (const key of theirs) expect(await inspect.getJob(key)).toBeUndefined();
        // No job hash, lock or log of theirs is left (BullMQ's event stream may still name a removed job's id: an
        // opaque digest of a random nonce, nothing about the person).
        for (const key of theirs) expect(await redis.keys(`${prefix}:*${key}*`)).toEqual([]);
        expect((await inspect.getJobs(['waiting'])).map((j) => j.id)).toHaveLength(1);
      } finally {
        await inspect.close();
      }
      const rows = await testDb.db.query(`SELECT job_key FROM mail_payloads WHERE to_hash = $1 UNION ALL SELECT job_key FROM mail_sent_log WHERE to_hash = $1`, [hash]);
      expect(rows.rows).toEqual([]);

      // A worker afterwards sends the other person's code, and nothing to the deleted one.
      const after = worker(prefix);
      try {
        expect(await until(() => readMailbox(testDb.db, other), (m) => m.length === 1)).toHaveLength(1);
      } finally {
        await after.close();
      }
      expect(await readMailbox(testDb.db, address)).toEqual([]);
    } finally {
      await api.close();
    }
  });

  it('a job that outlived its payload (erased while Redis was unreachable) sends nothing', async () => {
    const prefix = newPrefix();
    const queue = producer(prefix);
    const address = `gone.${randomBytes(3).toString('hex')}@student.ucl.ac.uk`;
    await queue.enqueue({ to: address, template: 'otp', vars: { code: '1357' } }, { jobId: `otp:${address}:n1` });
    // What deleteMailFor does in Postgres, without reaching Redis.
    await testDb.db.query(`DELETE FROM mail_payloads WHERE to_hash = $1`, [addressHash(address)]);
    const w = worker(prefix);
    const results: unknown[] = [];
    w.on('completed', (_job, result) => results.push(result));
    try {
      await until(() => Promise.resolve(results), (r) => r.length === 1);
    } finally {
      await w.close();
    }
    expect(results).toEqual([{ sent: false, reason: 'gone' }]);
    expect(await readMailbox(testDb.db, address)).toEqual([]);
  });

  it('Redis down: enqueue still acknowledges within a second, the mail waits in Postgres and goes out once handed over', async () => {
    const prefix = newPrefix();
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const down = producer(prefix, `redis://127.0.0.1:${port}`);
    const address = `patient.${randomBytes(3).toString('hex')}@student.ucl.ac.uk`;
    const started = Date.now();
    await down.enqueue({ to: address, template: 'otp', vars: { code: '2468' } }, { jobId: `otp:${address}:n1` });
    expect(Date.now() - started).toBeLessThan(1200);
    const stored = await testDb.db.query(`SELECT job_key FROM mail_payloads WHERE to_hash = $1`, [addressHash(address)]);
    expect(stored.rows).toHaveLength(1);

    // The worker's redrive, with Redis reachable (a fresh producer on the same prefix).
    const up = producer(prefix);
    expect(await up.redrive({ minAgeMs: 0 })).toBeGreaterThanOrEqual(1);
    const w = worker(prefix);
    try {
      const mails = await until(() => readMailbox(testDb.db, address), (m) => m.length === 1);
      expect(mails[0]?.subject).toContain('2468');
    } finally {
      await w.close();
    }
  });

  it('a job Redis lost (restart without persistence) is queued again from Postgres and sent once', async () => {
    const prefix = newPrefix();
    const queue = producer(prefix);
    const address = `lost.${randomBytes(3).toString('hex')}@student.ucl.ac.uk`;
    await queue.enqueue({ to: address, template: 'otp', vars: { code: '9753' } }, { jobId: `otp:${address}:n1` });
    const keys = await redis.keys(`${prefix}:*`);
    await redis.del(...keys);
    expect(await redis.keys(`${prefix}:*`)).toEqual([]);

    expect(await queue.redrive({ minAgeMs: 0 })).toBeGreaterThanOrEqual(1);
    // A second redrive while the job waits adds nothing (same job id).
    await queue.redrive({ minAgeMs: 0 });
    const inspect = new Queue(mailQueueName, { connection: { url: redisUrl }, prefix });
    expect(await inspect.getWaitingCount()).toBe(1);
    await inspect.close();
    const w = worker(prefix);
    try {
      expect(await until(() => readMailbox(testDb.db, address), (m) => m.length === 1)).toHaveLength(1);
    } finally {
      await w.close();
    }
    await queue.redrive({ minAgeMs: 0 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await readMailbox(testDb.db, address)).toHaveLength(1);
  });
});
