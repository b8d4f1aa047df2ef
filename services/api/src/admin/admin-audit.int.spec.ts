import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestAdmin, registerEmployer, signInAdmin } from '../testing/audiences.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { bearer, type StudentApi } from '../testing/student-api.ts';
import { auditPageSize } from './audit.ts';

// The admin's audit view on real Postgres (issue 26 part 6): every admin action straight from the log, newest
// first, filtered by admin, kind and day, page by page; nothing another kind of account wrote appears in it.

let testDb: TestDb;
let api: StudentApi;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-audit-5t' });

interface Entry {
  position: number;
  at: string;
  adminId: string;
  admin: string;
  kind: string;
  action: string;
  subjectId: string;
  reason: string;
}
interface AuditPage {
  actions: Entry[];
  next: number | null;
  admins: { adminId: string; email: string }[];
}

let first: { token: string; id: string; email: string };
let second: { token: string; id: string; email: string };
let companyId: string;
let articleId: string;

async function audit(query: string, token = first.token): Promise<AuditPage> {
  const res = await api.get(`/api/admin/audit${query}`, bearer(token));
  expect(res.status).toBe(200);
  return (await res.json()) as AuditPage;
}

async function signedInAdmin(): Promise<{ token: string; id: string; email: string }> {
  const created = await createTestAdmin(testDb.db, api);
  const token = await signInAdmin(api, created);
  const id = (await testDb.db.query<{ account_id: string }>(`SELECT account_id FROM account_identities WHERE email = $1`, [created.email])).rows[0]!.account_id;
  return { token, id, email: created.email };
}

beforeAll(async () => {
  first = await signedInAdmin();
  second = await signedInAdmin();
  const owner = await registerEmployer(api);
  companyId = await createCompany(api, owner.token);
  expect((await api.post(`/api/admin/organisations/${companyId}/reject`, { reason: 'No such firm' }, bearer(first.token))).status).toBe(200);
  const written = await api.post(
    '/api/admin/magazine',
    { title: 'Case interviews', description: 'Five habits.', body: '<p>Structure first.</p>', cover: null, language: 'en', publishAt: new Date(api.clock.now).toISOString() },
    bearer(second.token),
  );
  expect(written.status).toBe(201);
  articleId = ((await written.json()) as { articleId: string }).articleId;
});

describe('the audit view', () => {
  it('lists every admin action newest first, with who, what, about which and why', async () => {
    const page = await audit('');
    expect(page.actions.map((a) => [a.action, a.kind, a.admin])).toEqual([
      ['ArticleWritten', 'article', second.email],
      ['OrganisationRejected', 'organisation', first.email],
    ]);
    expect(page.actions[1]).toMatchObject({ adminId: first.id, subjectId: companyId, reason: 'No such firm' });
    expect(page.actions[0]).toMatchObject({ subjectId: articleId, reason: '' });
    expect(page.next).toBeNull();
    expect(page.admins.map((a) => a.adminId).sort()).toEqual([first.id, second.id].sort());
  });

  it('filters by admin, kind and day', async () => {
    expect((await audit(`?adminId=${first.id}`)).actions.map((a) => a.action)).toEqual(['OrganisationRejected']);
    expect((await audit('?kind=article')).actions.map((a) => a.adminId)).toEqual([second.id]);
    expect((await audit('?kind=report')).actions).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`?from=${today}&to=${today}`)).actions).toHaveLength(2);
    expect((await audit('?to=2000-01-01')).actions).toEqual([]);
    expect((await audit('?from=2999-01-01')).actions).toEqual([]);
  });

  it('pages through many actions without repeating or losing one', async () => {
    for (let i = 0; i < auditPageSize; i++) {
      const decision = i % 2 === 0 ? 'approve' : 'suspend';
      expect((await api.post(`/api/admin/organisations/${companyId}/${decision}`, { reason: `Round ${i}` }, bearer(first.token))).status).toBe(200);
    }
    const one = await audit(`?adminId=${first.id}`);
    expect(one.actions).toHaveLength(auditPageSize);
    expect(one.next).not.toBeNull();
    const two = await audit(`?adminId=${first.id}&before=${one.next!}`);
    expect(two.actions.map((a) => a.action)).toEqual(['OrganisationRejected']);
    expect(two.next).toBeNull();
    const positions = [...one.actions, ...two.actions].map((a) => a.position);
    expect(new Set(positions).size).toBe(auditPageSize + 1);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
  });

  it.each([
    ['?adminId=not-a-uuid'],
    ['?kind=everything'],
    ['?from=2026-02-30'],
    ['?to=yesterday'],
    ['?before=-1'],
    ['?kind=article&kind=report'],
  ])('refuses %s with a 400', async (query) => {
    const res = await api.get(`/api/admin/audit${query}`, bearer(first.token));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });
});
