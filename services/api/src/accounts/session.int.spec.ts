import { randomBytes } from 'node:crypto';
import { createRateLimiter } from '@fast-track/shared/rate-limit/rate-limiter';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTtlMs } from './index.ts';
import { registerEmployer } from '../testing/audiences.ts';
import { bearer, registerStudent, startStudentApi, uniqueAddress, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';

let testDb: TestDb;
let api: StudentApi;
const password = 'correct horse battery';

setUpStudentApi((started) => ({ testDb, api } = started));

const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });
const login = async (target: StudentApi, email: string, pass = password) =>
  json(await target.post('/api/student/login', { email, password: pass }));

describe('POST /api/student/login', () => {
  it('answers success with a new token, case-insensitively on the address', async () => {
    const address = uniqueAddress();
    await registerStudent(api, address);
    const { body } = await login(api, address.toUpperCase());
    expect(body.msg).toBe('success');
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect((await api.get('/api/student/me', bearer(body.token as string))).status).toBe(200);
  });

  it('answers notreg for an unknown address and wrongpass for a wrong password', async () => {
    const address = uniqueAddress();
    await registerStudent(api, address);
    expect((await login(api, uniqueAddress())).body).toEqual({ msg: 'notreg' });
    expect((await login(api, address, 'not the password')).body).toEqual({ msg: 'wrongpass' });
    expect((await login(api, address, 'x'.repeat(1000))).body).toEqual({ msg: 'wrongpass' });
  });

  it('answers 400 problem+json for empty fields', async () => {
    expect((await api.post('/api/student/login', { email: '', password })).status).toBe(400);
    expect((await api.post('/api/student/login', { email: uniqueAddress(), password: '' })).status).toBe(400);
  });
});

describe('sessions', () => {
  it('GET /api/student/me answers 401 problem+json without a valid token', async () => {
    for (const headers of [{}, { authorization: 'Basic abc' }, bearer('A'.repeat(43))]) {
      const res = await api.get('/api/student/me', headers);
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await res.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    }
  });

  it('logout revokes only that token', async () => {
    const address = uniqueAddress();
    const first = await registerStudent(api, address);
    const second = (await login(api, address)).body.token as string;
    expect(await json(await api.post('/api/student/logout', {}, bearer(first)))).toEqual({ status: 200, body: { msg: 'success' } });
    expect((await api.get('/api/student/me', bearer(first))).status).toBe(401);
    expect((await api.post('/api/student/logout', {}, bearer(first))).status).toBe(401);
    expect((await api.get('/api/student/me', bearer(second))).status).toBe(200);
  });

  it('expires after 30 days without use and slides forward with use', async () => {
    const idle = await registerStudent(api, uniqueAddress());
    const used = await registerStudent(api, uniqueAddress());
    api.clock.advance(20 * 86_400_000);
    expect((await api.get('/api/student/me', bearer(used))).status).toBe(200);
    api.clock.advance(sessionTtlMs - 20 * 86_400_000);
    expect((await api.get('/api/student/me', bearer(idle))).status).toBe(401);
    expect((await api.get('/api/student/me', bearer(used))).status).toBe(200);
  });

  it('keeps only a SHA-256 of the token in the database', async () => {
    const token = await registerStudent(api, uniqueAddress());
    const rows = await testDb.db.query<{ t: string }>('SELECT token_hash AS t FROM sessions');
    expect(rows.rows.some((r) => r.t.includes(token))).toBe(false);
  });
});

describe('POST /api/student/settings/profile', () => {
  it('renames the student, records the rename without the name, and needs a token', async () => {
    const token = await registerStudent(api, uniqueAddress('jan.nowak'));
    const { body } = await json(await api.post('/api/student/settings/profile', { firstName: ' Janek ', LastName: 'Nowakowski' }, bearer(token)));
    expect(body).toMatchObject({ msg: 'success', user: { firstName: 'Janek', LastName: 'Nowakowski' } });
    const me = (await json(await api.get('/api/student/me', bearer(token)))).body as { user: { _id: string; firstName: string } };
    expect(me.user.firstName).toBe('Janek');
    const events = await testDb.db.query<{ type: string; data: unknown }>(
      'SELECT type, data FROM events WHERE stream_id = $1 ORDER BY stream_position',
      [`account-${me.user._id}`],
    );
    expect(events.rows.map((e) => e.type)).toEqual(['AccountRegistered', 'AccountRenamed']);
    expect(JSON.stringify(events.rows)).not.toMatch(/Janek|Nowak/);
    expect((await api.post('/api/student/settings/profile', { firstName: 'X' })).status).toBe(401);
    expect((await api.post('/api/student/settings/profile', { firstName: '' }, bearer(token))).status).toBe(400);
  });
});

describe("locked out by someone else's guesses: the owner's unlock link", () => {
  let clientNo = 0;
  /** Each test guesses from its own client address, so the per-client limit (30) stays out of the way. */
  const attacker = () => ({ 'x-forwarded-for': `198.51.100.${++clientNo}` });
  const attempt = async (email: string, pass: string, headers: Record<string, string>, path = '/api/student/login') =>
    json(await api.post(path, { email, password: pass }, headers));
  const unlockMails = async (address: string) => (await api.mailbox(address)).filter((m) => m.text.includes('/unlock/'));
  const linkIn = (mail: { text: string } | undefined) => {
    const uniqueId = mail ? /\/unlock\/([\w-]+)/.exec(mail.text)?.[1] : undefined;
    if (!uniqueId) throw new Error('No unlock link');
    return uniqueId;
  };
  const unlock = async (uniqueId: string, headers: Record<string, string> = {}) => json(await api.post('/api/account/login/unlock', { uniqueId }, headers));

  it('keeps the limit (ratelimited, reason address) but mails the owner one link a window, which lets them in once used', async () => {
    const address = uniqueAddress();
    await registerStudent(api, address);
    const from = attacker();
    for (let i = 0; i < 10; i += 1) expect((await attempt(address, `guess number ${i}`, from)).body.msg).toBe('wrongpass');
    for (let i = 0; i < 5; i += 1) {
      const limited = await attempt(address, password, from);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ msg: 'ratelimited', reason: 'address' });
    }
    const mails = await unlockMails(address);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).not.toMatch(/guess number/);
    // The owner, from their own client, is still refused until they use the link.
    expect((await attempt(address, password, attacker())).body).toMatchObject({ msg: 'ratelimited', reason: 'address' });
    const uniqueId = linkIn(mails[0]);
    expect(await unlock(uniqueId)).toEqual({ status: 200, body: { msg: 'success', audience: 'student' } });
    expect((await attempt(address, password, attacker())).body.msg).toBe('success');
    expect(await unlock(uniqueId)).toEqual({ status: 200, body: { msg: 'invalid' } });
  });

  it('mails a new link for a new lockout once the last one was used, and only once per window otherwise', async () => {
    const address = uniqueAddress();
    await registerStudent(api, address);
    const from = attacker();
    for (let i = 0; i < 11; i += 1) await attempt(address, `guess ${i}xx`, from);
    expect(await unlock(linkIn((await unlockMails(address))[0]))).toMatchObject({ body: { msg: 'success' } });
    for (let i = 0; i < 15; i += 1) await attempt(address, `again ${i}xx`, from);
    expect(await unlockMails(address)).toHaveLength(2);
    api.clock.advance(15 * 60_000);
    for (let i = 0; i < 11; i += 1) await attempt(address, `later ${i}xx`, attacker());
    expect(await unlockMails(address)).toHaveLength(3);
  });

  it('mails nothing for an address without an account, answering the same', async () => {
    const stranger = uniqueAddress();
    const from = attacker();
    for (let i = 0; i < 10; i += 1) expect((await attempt(stranger, 'whatever pass', from)).body.msg).toBe('notreg');
    expect((await attempt(stranger, 'whatever pass', from)).body).toMatchObject({ msg: 'ratelimited', reason: 'address' });
    expect(await api.mailbox(stranger)).toEqual([]);
  });

  it('works for the other audiences too and names their login screen', async () => {
    const employer = await registerEmployer(api);
    const address = ((await (await api.get('/api/account/me', bearer(employer.token))).json()) as { account: { email: string } }).account.email;
    const from = attacker();
    for (let i = 0; i < 11; i += 1) await attempt(address, `guess ${i}xx`, from, '/api/employer/login');
    expect(await unlock(linkIn((await unlockMails(address))[0]))).toMatchObject({ body: { msg: 'success', audience: 'employer' } });
    expect((await attempt(address, 'correct horse battery', attacker(), '/api/employer/login')).body.msg).toBe('success');
  });

  it('a link expires after 30 minutes and is no recovery link (nor is a recovery link an unlock link)', async () => {
    const address = uniqueAddress();
    await registerStudent(api, address);
    const from = attacker();
    for (let i = 0; i < 11; i += 1) await attempt(address, `guess ${i}xx`, from);
    const uniqueId = linkIn((await unlockMails(address))[0]);
    expect(await json(await api.post('/api/student/password/reset', { uniqueId, password: 'a brand new passphrase' }))).toMatchObject({ body: { msg: 'invalid' } });
    await api.post('/api/student/password/forgot', { email: address });
    const recovery = /\/student\/recover\/([\w-]+)/.exec((await api.mailbox(address)).find((m) => m.text.includes('/recover/'))?.text ?? '')?.[1] ?? '';
    expect(await unlock(recovery)).toMatchObject({ body: { msg: 'invalid' } });
    api.clock.advance(30 * 60_000);
    expect(await unlock(uniqueId)).toMatchObject({ body: { msg: 'expired' } });
  });

  /** The device mark a login or an unlock answer set, as the browser would send it back. */
  const markOf = (res: Response): Record<string, string> => {
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ft_device='));
    if (!cookie) throw new Error('no device mark');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api/i);
    return { cookie: cookie.split(';')[0]! };
  };

  it("a browser that signed in to the address before is not held back by a stranger's guesses; its own failures still count", async () => {
    const address = uniqueAddress();
    await registerStudent(api, address);
    const mine = attacker();
    const mark = markOf(await api.post('/api/student/login', { email: address, password }, mine));
    const stranger = attacker();
    for (let i = 0; i < 12; i += 1) await attempt(address, `guess ${i}xx`, stranger);
    expect((await attempt(address, password, attacker())).body).toMatchObject({ msg: 'ratelimited', reason: 'address' });
    // The owner's browser (the same mark from another network too) is let in.
    expect((await attempt(address, password, { ...mine, ...mark })).body.msg).toBe('success');
    expect((await attempt(address, password, { ...attacker(), ...mark })).body.msg).toBe('success');
    // A mark is no licence to guess: ten failures of this browser's client hold it back as well.
    const thief = { ...attacker(), ...mark };
    for (let i = 0; i < 10; i += 1) expect((await attempt(address, `stolen ${i}xx`, thief)).body.msg).toBe('wrongpass');
    expect((await attempt(address, password, thief)).body).toMatchObject({ msg: 'ratelimited', reason: 'address' });
    // Another address's mark does nothing for this one, and a forged mark is no mark.
    const other = uniqueAddress();
    await registerStudent(api, other);
    const otherMark = markOf(await api.post('/api/student/login', { email: other, password }, attacker()));
    expect((await attempt(address, password, { ...attacker(), ...otherMark })).body).toMatchObject({ msg: 'ratelimited', reason: 'address' });
    expect((await attempt(address, password, { ...attacker(), cookie: `ft_device=${'A'.repeat(32)}` })).body).toMatchObject({ msg: 'ratelimited', reason: 'address' });
  });

  it('the browser that opens the unlock link is marked: a stranger locking the address again does not hold it back', async () => {
    const address = uniqueAddress();
    await registerStudent(api, address);
    const stranger = attacker();
    for (let i = 0; i < 11; i += 1) await attempt(address, `guess ${i}xx`, stranger);
    const owner = attacker();
    const opened = await api.post('/api/account/login/unlock', { uniqueId: linkIn((await unlockMails(address))[0]) }, owner);
    const mark = markOf(opened);
    expect(await opened.json()).toEqual({ msg: 'success', audience: 'student' });
    for (let i = 0; i < 11; i += 1) await attempt(address, `again ${i}xx`, attacker());
    expect((await attempt(address, password, attacker())).body).toMatchObject({ msg: 'ratelimited', reason: 'address' });
    expect((await attempt(address, password, { ...owner, ...mark })).body.msg).toBe('success');
  });

  it('answers reason client when the client, not the address, is limited', async () => {
    const from = attacker();
    for (let i = 0; i < 30; i += 1) await attempt(uniqueAddress(), 'whatever pass', from);
    expect((await attempt(uniqueAddress(), 'whatever pass', from)).body).toMatchObject({ msg: 'ratelimited', reason: 'client' });
  });
});

describe('login limits (Redis, shared by replicas)', () => {
  let redis: Redis;
  let replicaA: StudentApi;
  let replicaB: StudentApi;
  const prefix = `ft:test:${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    redis = new Redis(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
    await redis.connect();
    // Two app instances on one database and one Redis: what two API replicas behind the gateway are.
    replicaA = await startStudentApi(testDb.db, { rateLimiter: createRateLimiter(redis, { prefix }) });
    replicaB = await startStudentApi(testDb.db, { rateLimiter: createRateLimiter(redis, { prefix }) });
  });

  afterAll(async () => {
    await replicaA.close();
    await replicaB.close();
    await redis.quit();
  });

  it('locks an address after 10 failures across replicas, with retryAfter, even for the right password', async () => {
    const address = uniqueAddress();
    await registerStudent(replicaA, address);
    for (let i = 0; i < 10; i += 1) {
      expect((await login(i % 2 ? replicaA : replicaB, address, 'wrong password')).body.msg).toBe('wrongpass');
    }
    const limited = await replicaA.post('/api/student/login', { email: address, password });
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as { msg: string; retryAfter: number };
    expect(body.msg).toBe('ratelimited');
    expect(body.retryAfter).toBeGreaterThan(890);
    expect(body.retryAfter).toBeLessThanOrEqual(900);
    expect(limited.headers.get('retry-after')).toBe(String(body.retryAfter));
  });

  it('a success clears the address count', async () => {
    const address = uniqueAddress();
    await registerStudent(replicaA, address);
    for (let i = 0; i < 9; i += 1) await login(replicaA, address, 'wrong password');
    expect((await login(replicaB, address)).body.msg).toBe('success');
    for (let i = 0; i < 9; i += 1) expect((await login(replicaA, address, 'wrong password')).body.msg).toBe('wrongpass');
  });

  it('caps one client at 30 failures over any addresses', async () => {
    // Clean slate for this client address: the tests above also failed from 127.0.0.1.
    const ipKeys = await redis.keys(`${prefix}*`);
    if (ipKeys.length > 0) await redis.del(...ipKeys);
    for (let i = 0; i < 30; i += 1) expect((await login(i % 2 ? replicaA : replicaB, uniqueAddress())).body.msg).toBe('notreg');
    expect((await login(replicaB, uniqueAddress())).body).toMatchObject({ msg: 'ratelimited' });
  });

  it('counts a client attempt before checking it: 100 parallel failures over both replicas get exactly 30 checks', async () => {
    const ipKeys = await redis.keys(`${prefix}*`);
    if (ipKeys.length > 0) await redis.del(...ipKeys);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login(i % 2 ? replicaA : replicaB, uniqueAddress(), 'wrong password')));
    expect(answers.filter((a) => a.body.msg === 'notreg')).toHaveLength(30);
    expect(answers.filter((a) => a.body.msg === 'ratelimited' && a.status === 429)).toHaveLength(70);
  });

  it("a client's successful logins give their attempt back, so one NAT address is not locked out by its own students", async () => {
    const address = uniqueAddress();
    await registerStudent(replicaA, address);
    const ipKeys = await redis.keys(`${prefix}*`);
    if (ipKeys.length > 0) await redis.del(...ipKeys);
    for (let i = 0; i < 29; i += 1) expect((await login(replicaA, uniqueAddress())).body.msg).toBe('notreg');
    for (let i = 0; i < 40; i += 1) expect((await login(i % 2 ? replicaA : replicaB, address)).body.msg).toBe('success');
    expect((await login(replicaB, uniqueAddress())).body.msg).toBe('notreg');
    expect((await login(replicaB, address)).body).toMatchObject({ msg: 'ratelimited' });
  });
});
