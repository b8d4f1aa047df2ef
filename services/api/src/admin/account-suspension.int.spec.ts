import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, password, registerEmployer, signInAdmin, workAddress } from '../testing/audiences.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { bearer, type StudentApi } from '../testing/student-api.ts';

// Suspending and restoring an account on real Postgres (issue 26 part 6): the facts go on the account's stream with
// the admin's id; a suspended account's sessions end at once, every login answers 403 ACCOUNT_SUSPENDED, its owner
// is mailed the reason; restored, the person signs in again. The audit view and the look-up show both.

let testDb: TestDb;
let api: StudentApi;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-suspend-4m' });

let admin: string;
let adminId: string;
const address = workAddress('sasha', 'suspend-walk.example.com');
let person: { token: string; uniqueId: string };

const post = async (path: string, body: unknown, token = admin) => {
  const res = await api.post(path, body, bearer(token));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const login = () => post('/api/employer/login', { email: address, password }, '');
const accountEvents = async () =>
  (await testDb.db.query<{ type: string; actor: string; data: Record<string, unknown> }>(
    `SELECT type, metadata->>'actor' AS actor, data FROM events WHERE stream_id = $1 AND type IN ('AccountSuspended', 'AccountRestored') ORDER BY global_position`,
    [`account-${person.uniqueId}`],
  )).rows;

beforeAll(async () => {
  const created = await createTestAdmin(testDb.db, api);
  admin = await signInAdmin(api, created);
  adminId = (await testDb.db.query<{ account_id: string }>('SELECT account_id FROM account_identities WHERE email = $1', [created.email])).rows[0]!.account_id;
  person = await registerEmployer(api, address, { firstName: 'Sasha', LastName: 'Stone' });
});

describe('suspending and restoring an account', () => {
  it('suspends: the sessions end, logins are refused in words, the owner is mailed the reason', async () => {
    expect((await api.get('/api/account/me', bearer(person.token))).status).toBe(200);
    expect(await post(`/api/admin/accounts/${person.uniqueId}/suspend`, { reason: 'Fake job posts' })).toEqual({ status: 200, body: { msg: 'success' } });
    expect((await api.get('/api/account/me', bearer(person.token))).status).toBe(401);
    expect((await api.get('/api/companies/match', bearer(person.token))).status).toBe(401);
    const refused = await login();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED', detail: 'This account is suspended. Please contact support.' });
    const [mail] = await api.mailbox(address);
    expect(mail!.subject).toBe('Your Fast-Track account has been suspended');
    expect(mail!.text).toContain('> Fake job posts');
    expect(await accountEvents()).toEqual([{ type: 'AccountSuspended', actor: adminId, data: expect.objectContaining({ adminId, reason: 'Fake job posts' }) as unknown }]);
    // Twice is a stale screen, not a second fact.
    expect(await post(`/api/admin/accounts/${person.uniqueId}/suspend`, { reason: 'Again' })).toMatchObject({ status: 409, body: { code: 'SUSPENSION_STATE' } });
    expect(await accountEvents()).toHaveLength(1);
  });

  it('the look-up and the audit view show the suspension', async () => {
    const found = (await (await api.get(`/api/admin/lookup?q=${encodeURIComponent(address)}`, bearer(admin))).json()) as { people: { status: string }[] };
    expect(found.people.map((p) => p.status)).toEqual(['suspended']);
    const audit = (await (await api.get('/api/admin/audit?kind=account', bearer(admin))).json()) as { actions: Record<string, unknown>[] };
    expect(audit.actions).toEqual([expect.objectContaining({ action: 'AccountSuspended', kind: 'account', subjectId: person.uniqueId, adminId, reason: 'Fake job posts' })]);
  });

  it('restores: the person signs in again and is told by mail; restoring twice is refused', async () => {
    expect(await post(`/api/admin/accounts/${person.uniqueId}/restore`, {})).toEqual({ status: 200, body: { msg: 'success' } });
    const signedIn = await login();
    expect(signedIn.body).toMatchObject({ msg: 'success' });
    expect((await api.get('/api/account/me', bearer(signedIn.body['token'] as string))).status).toBe(200);
    expect((await api.mailbox(address))[0]!.subject).toBe('Your Fast-Track account has been restored');
    expect(await post(`/api/admin/accounts/${person.uniqueId}/restore`, {})).toMatchObject({ status: 409, body: { code: 'SUSPENSION_STATE' } });
    expect((await accountEvents()).map((e) => [e.type, e.actor])).toEqual([
      ['AccountSuspended', adminId],
      ['AccountRestored', adminId],
    ]);
  });

  it('refuses an admin account, an unknown one, a missing reason and unknown fields, writing nothing', async () => {
    const before = await accountEvents();
    expect(await post(`/api/admin/accounts/${adminId}/suspend`, { reason: 'x' })).toMatchObject({ status: 403, body: { code: 'ADMIN_NOT_SUSPENDABLE' } });
    expect((await post('/api/admin/accounts/0b7c9a2e-5d1f-4c3b-9a8e-1f2d3c4b5a69/suspend', { reason: 'x' })).status).toBe(404);
    expect((await post(`/api/admin/accounts/${person.uniqueId}/suspend`, { reason: '   ' })).status).toBe(400);
    expect((await post(`/api/admin/accounts/${person.uniqueId}/suspend`, { reason: 'x', notify: false })).status).toBe(400);
    expect((await post(`/api/admin/accounts/${person.uniqueId}/restore`, { reason: 'x' })).status).toBe(400);
    expect((await post(`/api/admin/accounts/${person.uniqueId}/suspend`, { reason: 'x' }, person.token)).status).toBe(401);
    expect(await accountEvents()).toEqual(before);
  });
});
