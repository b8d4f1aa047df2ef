import type { TestDb } from '@fast-track/shared/testing/test-db';
import { describe, expect, it } from 'vitest';
import { createTestAdmin, password, registerCareerCenterStaff, signInAdmin } from '../testing/audiences.ts';
import { bearer, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';

// Issue 22, finding 1: an address at a university's domain admits no one to its career center's staff. The first
// staff member waits for an admin's review, later ones for an owner's or admin's answer; student sub-domains are
// refused. Until admitted, every staff call answers 403.

let testDb: TestDb;
let api: StudentApi;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-cc-staff-4t9w' });

const cambridge = { name: 'University of Cambridge', area: 'United Kingdom' };
const warwick = { name: 'University of Warwick', area: 'United Kingdom' };
const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });
let n = 0;
const at = (domain: string, local = 'staff') => `${local}.${++n}${Math.random().toString(36).slice(2, 6)}@${domain}`;

/** The career center staff calls that read its people and data: each must refuse a caller not admitted. */
const staffReads = (organisationId: string) => [
  `/api/organisations/${organisationId}`,
  `/api/organisations/${organisationId}/members`,
  `/api/organisations/${organisationId}/insights`,
  `/api/organisations/${organisationId}/webinars`,
  `/api/organisations/${organisationId}/documents`,
  `/api/organisations/${organisationId}/targeting-companies`,
  `/api/organisations/${organisationId}/join-requests`,
];
const statuses = async (token: string, organisationId: string) =>
  Promise.all(staffReads(organisationId).map(async (path) => [path, (await api.get(path, bearer(token))).status] as const));
const allRefused = (organisationId: string) => staffReads(organisationId).map((path) => [path, 403] as const);
const allowed = async (token: string, organisationId: string) => (await statuses(token, organisationId)).filter(([, s]) => s !== 200);

describe('career center staff admission', () => {
  it('refuses student sub-domains with 422 STUDENT_ADDRESS before sending a code or making an account', async () => {
    const address = at('student.warwick.ac.uk');
    const otp = await api.post('/api/career-center/otp/new', { EmailAddress: address, university: warwick });
    expect(otp.status).toBe(422);
    expect(otp.headers.get('content-type')).toMatch(/problem\+json/);
    const problem = (await otp.json()) as { code: string; detail: string };
    expect(problem.code).toBe('STUDENT_ADDRESS');
    expect(problem.detail).toMatch(/student address/);
    expect(await api.mailbox(address)).toEqual([]);
    const register = await api.post('/api/career-center/register', { firstName: 'S', LastName: 'T', EmailAddress: address, password, otp: '1234', university: warwick });
    expect(register.status).toBe(422);
    expect((await json(await api.post('/api/career-center/login', { email: address, password }))).body).toEqual({ msg: 'notreg' });
  });

  it('the first staff member opens the center pending an admin review and reads nothing until an admin approves it', async () => {
    const first = await registerCareerCenterStaff(api, at('cam.ac.uk', 'fiona'), cambridge);
    expect(first.body).toMatchObject({ msg: 'success', admission: 'review' });
    const center = first.organisationId;
    expect(await statuses(first.token, center)).toEqual(allRefused(center));

    const admin = await signInAdmin(api, await createTestAdmin(testDb.db, api));
    const pending = await json(await api.get('/api/admin/organisations?status=pending&kind=career_center', bearer(admin)));
    expect(pending.body['organisations']).toEqual([expect.objectContaining({ organisationId: center, kind: 'career_center', status: 'pending' })]);
    expect((await api.get('/api/admin/organisations?kind=society', bearer(admin))).status).toBe(400);
    expect((await api.post(`/api/admin/organisations/${center}/approve`, {}, bearer(first.token))).status).toBe(403);
    expect((await api.post(`/api/admin/organisations/${center}/approve`, {}, bearer(admin))).status).toBe(200);
    expect(await allowed(first.token, center)).toEqual([]);
  });

  it('later staff at the same domain ask to join; they read nothing until an owner accepts, and a declined one never does', async () => {
    const ownerAddress = at('warwick.ac.uk', 'olga');
    const owner = await registerCareerCenterStaff(api, ownerAddress, warwick);
    const admin = await signInAdmin(api, await createTestAdmin(testDb.db, api));
    await api.post(`/api/admin/organisations/${owner.organisationId}/approve`, {}, bearer(admin));
    const center = owner.organisationId;

    const dora = await registerCareerCenterStaff(api, at('warwick.ac.uk', 'dora'), warwick);
    const eve = await registerCareerCenterStaff(api, at('warwick.ac.uk', 'eve'), warwick);
    expect(dora).toMatchObject({ organisationId: center, admission: 'request' });
    expect(await statuses(dora.token, center)).toEqual(allRefused(center));
    expect((await json(await api.get('/api/account/me', bearer(dora.token)))).body['memberships']).toEqual([]);
    const members = (await json(await api.get(`/api/organisations/${center}/members`, bearer(owner.token)))).body['members'] as { uniqueId: string }[];
    expect(members.map((m) => m.uniqueId)).toEqual([owner.uniqueId]);
    // The owners hear of each request.
    expect((await api.mailbox(ownerAddress)).filter((m) => /join|request/i.test(m.subject))).toHaveLength(2);

    const requests = (await json(await api.get(`/api/organisations/${center}/join-requests`, bearer(owner.token)))).body['requests'] as { uniqueId: string }[];
    expect(requests.map((r) => r.uniqueId).sort()).toEqual([dora.uniqueId, eve.uniqueId].sort());
    // A requester cannot answer their own request, nor can a bad body change anything.
    expect((await api.post(`/api/organisations/${center}/join-requests/${dora.uniqueId}`, { accept: true }, bearer(dora.token))).status).toBe(403);
    expect((await api.post(`/api/organisations/${center}/join-requests/${dora.uniqueId}`, { accept: 'yes' }, bearer(owner.token))).status).toBe(400);

    expect((await api.post(`/api/organisations/${center}/join-requests/${dora.uniqueId}`, { accept: true }, bearer(owner.token))).status).toBe(200);
    expect((await api.post(`/api/organisations/${center}/join-requests/${eve.uniqueId}`, { accept: false }, bearer(owner.token))).status).toBe(200);
    expect(await allowed(dora.token, center)).toEqual([[`/api/organisations/${center}/join-requests`, 403]]);
    expect(await statuses(eve.token, center)).toEqual(allRefused(center));
    expect((await api.post(`/api/organisations/${center}/join-requests/${eve.uniqueId}`, { accept: true }, bearer(owner.token))).status).toBe(404);
  });
});

