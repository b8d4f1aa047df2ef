import { createLogger } from '@fast-track/shared/logger';
import { createRateLimiter } from '@fast-track/shared/rate-limit/rate-limiter';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { describe, expect, it } from 'vitest';
import { projections } from '../../projections.ts';
import { bearer, registerStudent, testSecret, uniqueAddress, type StudentApi } from '../../testing/student-api.ts';
import { setUpStudentApi } from '../../testing/student-api-suite.ts';
import { membershipLookup } from '../../organisations/index.ts';
import { createAccountsModule, createPasswordHasher, resetPassword, type PasswordHasher } from '../index.ts';
import { resetLimitPerClient } from './recovery.service.ts';

let testDb: TestDb;
let api: StudentApi;

setUpStudentApi((started) => ({ testDb, api } = started));

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const forgot = async (email: string, lng?: string) => json(await api.post('/api/student/password/forgot', { email, ...(lng ? { lng } : {}) }));
const reset = async (uniqueId: string, password = 'a brand new passphrase', client?: string) =>
  json(await api.post('/api/student/password/reset', { uniqueId, password }, client ? { 'x-forwarded-for': client } : {}));
const login = async (email: string, password: string) => json(await api.post('/api/student/login', { email, password }));

async function recoveryLink(address: string): Promise<string> {
  const [mail] = await api.mailbox(address);
  const uniqueId = mail ? /\/student\/recover\/([\w-]+)/.exec(mail.text)?.[1] : undefined;
  if (!uniqueId) throw new Error(`No recovery mail for ${address}`);
  return uniqueId;
}

describe('POST /api/student/password/forgot', () => {
  it('answers success for unknown addresses too, and mails only registered ones', async () => {
    const stranger = uniqueAddress();
    expect(await forgot(stranger)).toEqual({ msg: 'success' });
    expect(await api.mailbox(stranger)).toEqual([]);
    const address = uniqueAddress();
    await registerStudent(api, address);
    expect(await forgot(address, 'fr')).toEqual({ msg: 'success' });
    const [mail] = await api.mailbox(address);
    expect(mail?.text).toMatch(/http:\/\/localhost:8080\/student\/recover\/[\w-]{43}/);
    expect(mail?.subject).not.toBe('Reset your Fast-Track password');
  });

  it('sends at most one link a minute per address, still answering success', async () => {
    const address = uniqueAddress();
    await registerStudent(api, address);
    await forgot(address);
    expect(await forgot(address)).toEqual({ msg: 'success' });
    expect((await api.mailbox(address)).filter((m) => m.text.includes('/student/recover/'))).toHaveLength(1);
  });
});

describe('POST /api/student/password/reset', () => {
  it('sets the new password, ends every session, and works once', async () => {
    const address = uniqueAddress();
    const sessionA = await registerStudent(api, address);
    const sessionB = (await login(address, 'correct horse battery')).token as string;
    await forgot(address);
    const uniqueId = await recoveryLink(address);
    expect(await reset(uniqueId)).toEqual({ msg: 'success' });
    for (const token of [sessionA, sessionB]) expect((await api.get('/api/student/me', bearer(token))).status).toBe(401);
    expect(await login(address, 'correct horse battery')).toEqual({ msg: 'wrongpass' });
    expect(await login(address, 'a brand new passphrase')).toMatchObject({ msg: 'success' });
    expect(await reset(uniqueId, 'yet another passphrase')).toEqual({ msg: 'invalid' });
  });

  it('expires a link after 30 minutes', async () => {
    const address = uniqueAddress();
    await registerStudent(api, address);
    await forgot(address);
    const uniqueId = await recoveryLink(address);
    api.clock.advance(30 * 60_000);
    expect(await reset(uniqueId)).toEqual({ msg: 'expired' });
    expect(await login(address, 'correct horse battery')).toMatchObject({ msg: 'success' });
  });

  it('answers invalid for unknown links and weak password without spending the link', async () => {
    expect(await reset('A'.repeat(43))).toEqual({ msg: 'invalid' });
    const address = uniqueAddress();
    await registerStudent(api, address);
    await forgot(address);
    const uniqueId = await recoveryLink(address);
    expect(await reset(uniqueId, 'short')).toEqual({ msg: 'weak password', message: 'Password must be at least 8 characters' });
    expect(await reset(uniqueId)).toEqual({ msg: 'success' });
  });

  it('records the change in the log without the password or its hash', async () => {
    const address = uniqueAddress();
    await registerStudent(api, address);
    await forgot(address);
    await reset(await recoveryLink(address), 'distinctive-passphrase-1');
    const rows = await testDb.db.query<{ data: unknown }>("SELECT data FROM events WHERE type = 'AccountPasswordChanged'");
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows.rows)).not.toMatch(/distinctive|argon2/);
  });

  it('checks the link before hashing the new password: garbage resets cost no argon2 work', async () => {
    let hashes = 0;
    const real = createPasswordHasher();
    const counting: PasswordHasher = { ...real, hash: (password) => ((hashes += 1), real.hash(password)) };
    const { deps } = createAccountsModule({
      db: testDb.db,
      logger: createLogger('test', 'silent'),
      secret: testSecret,
      now: () => api.clock.now,
      rateLimiter: createRateLimiter(undefined, { now: () => api.clock.now }),
      mail: api.mail,
      projections: projections.inline,
      passwords: counting,
      memberships: membershipLookup(testDb.db),
    });
    const address = uniqueAddress();
    await registerStudent(api, address);
    await forgot(address);
    const uniqueId = await recoveryLink(address);
    for (let i = 0; i < 10; i += 1) {
      expect(await resetPassword(deps, { uniqueId: `garbage-${i}-${'x'.repeat(30)}`, password: 'a brand new passphrase', ip: '198.51.100.1' })).toEqual({ msg: 'invalid' });
    }
    api.clock.advance(31 * 60_000);
    expect(await resetPassword(deps, { uniqueId, password: 'a brand new passphrase', ip: '198.51.100.1' })).toEqual({ msg: 'expired' });
    expect(hashes).toBe(0);
    api.clock.advance(-31 * 60_000);
    expect(await resetPassword(deps, { uniqueId, password: 'a brand new passphrase', ip: '198.51.100.1' })).toEqual({ msg: 'success' });
    expect(hashes).toBe(1);
    expect(await resetPassword(deps, { uniqueId, password: 'another new passphrase', ip: '198.51.100.1' })).toEqual({ msg: 'invalid' });
    expect(hashes).toBe(1);
  });

  it(`limits resets per client (${resetLimitPerClient} per 15 minutes, 429 throttled); other clients and a real link elsewhere still work`, async () => {
    const attacker = '203.0.113.77';
    for (let i = 0; i < resetLimitPerClient; i += 1) expect(await reset(`guess-${i}-${'y'.repeat(30)}`, undefined, attacker)).toEqual({ msg: 'invalid' });
    const refused = await api.post('/api/student/password/reset', { uniqueId: 'z'.repeat(43), password: 'a brand new passphrase' }, { 'x-forwarded-for': attacker });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ msg: 'throttled', retryAfter: 900 });
    expect((await api.post('/api/account/password/reset', { uniqueId: 'z'.repeat(43), password: 'a brand new passphrase' }, { 'x-forwarded-for': attacker })).status).toBe(429);
    const address = uniqueAddress();
    await registerStudent(api, address);
    await forgot(address);
    expect(await reset(await recoveryLink(address), undefined, '203.0.113.78')).toEqual({ msg: 'success' });
    api.clock.advance(15 * 60_000);
    expect(await reset('z'.repeat(43), undefined, attacker)).toEqual({ msg: 'invalid' });
  });
});
