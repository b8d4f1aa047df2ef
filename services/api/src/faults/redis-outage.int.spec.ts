import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  call,
  createScratchDatabase,
  mailedCode,
  password,
  redisServerAvailable,
  startApiProcess,
  startOwnRedis,
  startWorkerProcess,
  studentAddress,
  ucl,
  until,
  type Answer,
  type OwnRedis,
  type ScratchDatabase,
  type ServiceProcess,
} from './fault-kit.ts';

// Redis killed (and hung) under a real API process and a real worker, with a Redis of the test's own: calls that
// need Redis answer 503 within a second, the rest keeps working, everything recovers with no restart, and nothing
// acknowledged is lost (docs/operations.md "Faults survived").
const databaseUrl = inject('testDatabaseUrl');

describe.skipIf(databaseUrl === 'pglite' || !redisServerAvailable)('Redis outage under a running API and worker', () => {
  let redis: OwnRedis;
  let db: ScratchDatabase;
  let api: ServiceProcess & { url: string };
  let worker: ServiceProcess;

  beforeAll(async () => {
    redis = await startOwnRedis();
    db = await createScratchDatabase(databaseUrl);
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      REDIS_PREFIX: 'ftf:',
      SEED_DEMO: 'false',
      NODE_ENV: 'development',
      IDENTITY_SECRET: 'fault-test-identity-secret-fault-test-identity-secret',
    };
    api = await startApiProcess(env);
    worker = await startWorkerProcess(env);
  });
  afterAll(async () => {
    await worker?.stop();
    await api?.stop();
    await redis?.stop();
    await db?.drop();
  });

  const post = (path: string, body: unknown, token?: string): Promise<Answer> => call(`${api.url}${path}`, { body, ...(token ? { token } : {}) });
  const codeFor = (address: string): Promise<string> => mailedCode(db, address);
  const requestCode = async (address: string): Promise<void> => {
    expect((await post('/api/student/otp/new', { EmailAddress: address, university: ucl })).body).toEqual({ msg: 'success' });
  };
  const register = async (address: string, code: string): Promise<Answer> =>
    post('/api/student/register/new', { EmailAddress: address, password, selected2: [], uni2: ucl, otpform: code });
  const login = (address: string): Promise<Answer> => post('/api/student/login', { email: address, password });
  const expectUnavailable = (answer: Answer, withinMs: number): void => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(503);
    expect(answer.contentType).toContain('application/problem+json');
    expect(answer.body).toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    expect(answer.ms).toBeLessThan(withinMs);
  };

  it('answers 503 within a second while Redis is hung or dead, recovers without a restart, and loses no acknowledged code', { timeout: 180_000 }, async () => {
    const apiPid = api.child.pid;
    const workerPid = worker.child.pid;
    const figures: Record<string, number[]> = { hungLogin: [], hungReadyz: [], downLogin: [], downOtp: [], downReadyz: [], downDelete: [] };

    // Before: bea and dan registered, ann holds a code she has not used yet.
    const bea = studentAddress('bea');
    const dan = studentAddress('dan');
    const ann = studentAddress('ann');
    for (const address of [bea, dan]) {
      await requestCode(address);
      expect((await register(address, await codeFor(address))).body).toMatchObject({ msg: 'success' });
    }
    const danToken = (await login(dan)).body['token'] as string;
    expect(danToken).toBeTruthy();
    await requestCode(ann);
    const annCode = await codeFor(ann);
    // cid's code is acknowledged while the worker is paused: when Redis dies, its job is only in Redis (and Postgres).
    worker.signal('SIGSTOP');
    const cid = studentAddress('cid');
    await requestCode(cid);

    // 1. A hung Redis (SIGSTOP: connections open, nothing answers): at most the 1 s command timeout.
    redis.freeze();
    try {
      for (let i = 0; i < 3; i += 1) {
        const refused = await login(bea);
        expectUnavailable(refused, 1600);
        figures['hungLogin']?.push(refused.ms);
        const notReady = await call(`${api.url}/readyz`);
        expectUnavailable(notReady, 1600);
        expect(notReady.body['checks']).toEqual({ database: 'ok', redis: 'unreachable' });
        figures['hungReadyz']?.push(notReady.ms);
      }
    } finally {
      redis.thaw();
    }
    await until('readyz after the freeze', () => call(`${api.url}/readyz`), (a) => a.status === 200, 10_000);

    // 2. Redis killed (SIGKILL, no persistence: everything it held is gone).
    await redis.kill();
    for (let i = 0; i < 5; i += 1) {
      const refused = await login(bea);
      expectUnavailable(refused, 1000);
      expect(refused.body['detail']).toMatch(/briefly unavailable/);
      expect(refused.body['retryAfter']).toBe(5);
      figures['downLogin']?.push(refused.ms);
      const codeRefused = await post('/api/student/otp/new', { EmailAddress: studentAddress('eli'), university: ucl });
      expectUnavailable(codeRefused, 1000);
      figures['downOtp']?.push(codeRefused.ms);
      const notReady = await call(`${api.url}/readyz`);
      expectUnavailable(notReady, 1000);
      expect(notReady.body).toMatchObject({ detail: 'Redis unreachable', checks: { database: 'ok', redis: 'unreachable' } });
      figures['downReadyz']?.push(notReady.ms);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // What does not need Redis keeps working: the public list. A code is not compared without its address's guess
    // budget (docs/accounts.md "Bounding code guesses"): ann is refused, her code untouched for after the outage.
    expect((await post('/api/getEvents/no', { page: 1, limit: 15, ip: '' })).status).toBe(200);
    expectUnavailable(await register(ann, annCode), 1500);
    // Deletion answers the truth, fast: committed → 200 and gone; refused → 503 and still there.
    const deletion = await post('/api/student/account/delete', { password }, danToken);
    figures['downDelete']?.push(deletion.ms);
    expect(deletion.ms).toBeLessThan(1500);
    const danLeft = await db.query(`SELECT 1 FROM account_identities WHERE email = $1`, [dan]);
    if (deletion.status === 200) {
      expect(deletion.body).toEqual({ msg: 'success' });
      expect(danLeft).toEqual([]);
    } else {
      expectUnavailable(deletion, 1500);
      expect(danLeft).toHaveLength(1);
    }
    expect(api.exited()).toBe(false);

    // 3. Redis back, empty: the same processes recover on their own.
    const restartedAt = performance.now();
    await redis.restart();
    await until('readyz after the restart', () => call(`${api.url}/readyz`), (a) => a.status === 200, 10_000, 20);
    const readyAfterMs = Math.round(performance.now() - restartedAt);
    const back = await until('login after the restart', () => login(bea), (a) => a.status === 200, 10_000);
    expect(back.body).toMatchObject({ msg: 'success' });
    expect(readyAfterMs).toBeLessThan(3000);

    expect((await register(ann, annCode)).body).toMatchObject({ msg: 'success' });

    // cid's job died with Redis; the worker (continued, never restarted) queues it again from Postgres and sends it.
    worker.signal('SIGCONT');
    const cidCode = await codeFor(cid);
    expect((await register(cid, cidCode)).body).toMatchObject({ msg: 'success' });
    // New mail flows through the recovered queue and worker.
    const eve = studentAddress('eve');
    await requestCode(eve);
    expect((await register(eve, await codeFor(eve))).body).toMatchObject({ msg: 'success' });

    expect(api.exited()).toBe(false);
    expect(worker.exited()).toBe(false);
    expect(api.child.pid).toBe(apiPid);
    expect(worker.child.pid).toBe(workerPid);
    console.info(`[faults] redis outage figures (ms): ${JSON.stringify({ ...figures, readyAfterRestart: [readyAfterMs] })}`);
  });
});
