import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, eventForm } from '../events/testing/hosting-world.ts';
import { jobForm, postJob } from '../jobs/testing/job-fixtures.ts';
import { createCompany, createTestAdmin, registerEmployer, signInAdmin, workAddress, type Registered } from '../testing/audiences.ts';
import { bearer, ucl, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { hostKindsWorld, studentAt, type HostKindsWorld } from './testing/host-kinds-world.ts';

// Issue 13 on real Postgres: career centers and societies look employers up (company/search, company/{link}) with
// each company's activity at their university in groups of at least five, find other societies, read a society's
// page, and see the employer jobs their students can see — for the right callers only, refusing hostile input.

let testDb: TestDb;
let api: StudentApi;
let w: HostKindsWorld;
let kestrel: string;
let lone: string;
let pending: string;
let employer: Registered;
let kestrelJob: string;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-directory-7h2p' });

const count = async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
const sponsor = (companyName: string) => ({
  companyName,
  companyId: null,
  contactName: 'Vera Lind',
  contactEmail: 'vera.lind@bakery.example.com',
  value: 500,
  currency: 'GBP',
  notes: 'private notes',
  nextStep: 'Call',
  nextStepDate: '2030-03-01',
});
const dir = (org: string, what: string, query = '') => `/api/organisations/${org}/directory/${what}${query}`;

beforeAll(async () => {
  w = await hostKindsWorld(testDb.db, api);
  const admin = await signInAdmin(api, await createTestAdmin(testDb.db, api));
  employer = await registerEmployer(api, workAddress('kim'));
  kestrel = await createCompany(api, employer.token, { name: 'Kestrel Partners', website: 'https://kestrel.example.com', industry: 'Investment Banking', size: '51-200', country: 'United Kingdom' });
  const loneOwner = await registerEmployer(api, workAddress('lou'));
  lone = await createCompany(api, loneOwner.token, { name: 'Lonely Ledger', website: 'https://ledger.example.com', industry: 'Accounting', size: '1-10', country: 'Ireland' });
  const pendingOwner = await registerEmployer(api, workAddress('pat'));
  pending = await createCompany(api, pendingOwner.token, { name: 'Kestrel Pending', website: 'https://pending.example.com', industry: 'Law', size: '1-10', country: 'Germany' });
  for (const id of [kestrel, lone]) expect((await api.post(`/api/admin/organisations/${id}/approve`, {}, bearer(admin))).status).toBe(200);
  kestrelJob = (await postJob(api, employer.token, kestrel, jobForm({ title: 'Summer Analyst', track: 'Finance', locations: ['London'] }))).uniqueId;
  const loneJob = (await postJob(api, loneOwner.token, lone, jobForm({ title: 'Audit Intern', track: 'Consulting', locations: ['Dublin'] }))).uniqueId;
  // Five UCL students apply to Kestrel; one of them (the only one) also applies to Lonely Ledger.
  const applicants: Registered[] = [];
  for (let i = 0; i < 5; i++) applicants.push(await studentAt(api, ucl, 'student.ucl.ac.uk', ['Finance']));
  for (const s of applicants) expect((await call(api, 'POST', `/api/jobs/${kestrelJob}/apply`, s.token, { coverNote: 'Keen.' })).status).toBe(201);
  expect((await call(api, 'POST', `/api/jobs/${loneJob}/apply`, applicants[0]!.token, { coverNote: 'Also keen.' })).status).toBe(201);
}, 120_000);

type Company = { organisationId: string; name: string; link: string; hiringNow: boolean; tracks: string[]; activity: Record<string, unknown> };
const search = async (org: string, token: string, query = '') => {
  const answer = await call(api, 'GET', dir(org, 'companies', query), token);
  return { ...answer, companies: (answer.body['companies'] as Company[] | undefined) ?? [] };
};

describe('company search (career centers and societies)', () => {
  it('lists approved companies only, with their activity at the viewer\'s university in groups of five', async () => {
    const found = await search(w.uclCenter, w.uclStaff.token, '?q=kestrel');
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.companies.map((c) => c.organisationId)).toEqual([kestrel]);
    expect(found.companies.map((c) => c.organisationId)).not.toContain(pending);
    expect(found.companies[0]).toMatchObject({ name: 'Kestrel Partners', hiringNow: true, tracks: ['Finance'] });
    expect(found.companies[0]!.activity).toEqual({ students: { value: 5 }, applications: { value: 5 }, eventAttendances: { fewerThan: 5 } });
    expect(found.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    // Another university's career center sees the same company without UCL's students in it.
    const oxford = await search(w.oxfordCenter, w.oxfordStaff.token, '?q=kestrel');
    expect(oxford.companies[0]!.activity).toEqual({ students: { fewerThan: 5 }, applications: { fewerThan: 5 }, eventAttendances: { fewerThan: 5 } });
  });

  it('is the same call for a society (its university\'s students)', async () => {
    const found = await search(w.society, w.societyMember.token, '?q=kestrel');
    expect(found.status).toBe(200);
    expect(found.companies[0]!.activity['applications']).toEqual({ value: 5 });
  });

  it('filters by industry, track, size, location and hiring now', async () => {
    const ids = async (query: string) => (await search(w.uclCenter, w.uclStaff.token, query)).companies.map((c) => c.organisationId);
    expect(await ids('?industry=Investment%20Banking')).toContain(kestrel);
    expect(await ids('?industry=Investment%20Banking')).not.toContain(lone);
    expect(await ids('?track=Consulting')).toEqual([lone]);
    expect(await ids('?size=1-10')).toEqual([lone]);
    expect(await ids('?location=dublin')).toEqual([lone]);
    expect(await ids('?location=Ireland')).toEqual([lone]);
    expect(await ids('?hiring=true')).toEqual(expect.arrayContaining([kestrel, lone]));
    expect(await ids('?q=50%25')).toEqual([]);
    expect(await ids('?page=2')).toEqual([]);
  });

  it('cannot single out one student through filters: the lone applicant is "fewer than 5" however narrow the search', async () => {
    for (const query of ['?q=Lonely', '?q=Lonely&industry=Accounting&track=Consulting&size=1-10&location=Dublin&hiring=true', '?track=Consulting']) {
      const found = await search(w.uclCenter, w.uclStaff.token, query);
      expect(found.companies.map((c) => c.organisationId)).toEqual([lone]);
      expect(found.companies[0]!.activity).toEqual({ students: { fewerThan: 5 }, applications: { fewerThan: 5 }, eventAttendances: { fewerThan: 5 } });
      expect(JSON.stringify(found.body)).not.toMatch(/"value":\s*[1-4]\b/);
    }
    const page = await call(api, 'GET', dir(w.uclCenter, 'companies/lonely-ledger-' + lone.replace(/-/g, '').slice(0, 12)), w.uclStaff.token);
    expect((page.body['company'] as Company).activity).toEqual({ students: { fewerThan: 5 }, applications: { fewerThan: 5 }, eventAttendances: { fewerThan: 5 } });
  });

  it('opens a company by its link with its open jobs and activity; unknown, pending or malformed links are 404/400', async () => {
    const [first] = (await search(w.uclCenter, w.uclStaff.token, '?q=kestrel')).companies;
    const page = await call(api, 'GET', dir(w.uclCenter, `companies/${first!.link}`), w.uclStaff.token);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body['company']).toMatchObject({ name: 'Kestrel Partners', jobs: [{ uniqueId: kestrelJob, title: 'Summer Analyst' }], activity: { applications: { value: 5 } } });
    expect((await call(api, 'GET', dir(w.uclCenter, `companies/kestrel-pending-${pending.replace(/-/g, '').slice(0, 12)}`), w.uclStaff.token)).status).toBe(404);
    expect((await call(api, 'GET', dir(w.uclCenter, 'companies/nobody-000000000000'), w.uclStaff.token)).status).toBe(404);
    expect((await call(api, 'GET', dir(w.uclCenter, `companies/${'a'.repeat(200)}`), w.uclStaff.token)).status).toBe(400);
    expect((await call(api, 'GET', dir(w.uclCenter, 'companies/%00'), w.uclStaff.token)).status).toBe(400);
  });

  it('is for career center staff and society members only: signed out 401, a company member or a student outside 403', async () => {
    expect((await call(api, 'GET', dir(w.uclCenter, 'companies'))).status).toBe(401);
    expect((await call(api, 'GET', dir(w.uclCenter, 'companies'), w.oxfordStaff.token)).status).toBe(403);
    expect((await call(api, 'GET', dir(w.uclCenter, 'companies'), w.uclStudent.token)).status).toBe(403);
    expect((await call(api, 'GET', dir(w.society, 'companies'), w.otherSocietyOwner.token)).status).toBe(403);
    expect((await call(api, 'GET', dir(kestrel, 'companies'), employer.token)).status).toBe(403);
    expect((await call(api, 'GET', dir(kestrel, `companies/${(await search(w.uclCenter, w.uclStaff.token, '?q=kestrel')).companies[0]!.link}`), employer.token)).status).toBe(403);
    expect((await call(api, 'GET', dir('not-a-uuid', 'companies'), w.uclStaff.token)).status).toBe(403);
  });

  it('refuses hostile queries with 400 and writes nothing', async () => {
    const before = await count();
    for (const query of ['?q=%00', '?q[]=x', '?q[a]=1', `?q=${'x'.repeat(300)}`, '?page=0', '?page=abc', '?page=100000', '?industry=Astrology', '?track=Astrology', '?size=huge', '?hiring=maybe', '?student=someone', '?q=a&q=b', `?location=${'y'.repeat(100)}`]) {
      const answer = await call(api, 'GET', dir(w.uclCenter, 'companies', query), w.uclStaff.token);
      expect(answer.status, query).toBe(400);
    }
    expect(await count()).toBe(before);
  });
});

describe('other societies and a society\'s page', () => {
  it('lists the other societies, the own university first, never itself; scope narrows to the university', async () => {
    const answer = await call(api, 'GET', dir(w.society, 'societies'), w.societyOwner.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const societies = answer.body['societies'] as { organisationId: string; sameUniversity: boolean; link: string }[];
    expect(societies.map((s) => s.organisationId)).toContain(w.otherSociety);
    expect(societies.map((s) => s.organisationId)).not.toContain(w.society);
    expect(societies.find((s) => s.organisationId === w.otherSociety)).toMatchObject({ sameUniversity: true });
    const narrowed = await call(api, 'GET', dir(w.society, 'societies', '?scope=university&q=debating'), w.societyOwner.token);
    expect((narrowed.body['societies'] as { organisationId: string }[]).map((s) => s.organisationId)).toEqual([w.otherSociety]);
  });

  it('is for society members: a career center 403, another society\'s member 403, signed out 401, bad input 400', async () => {
    expect((await call(api, 'GET', dir(w.uclCenter, 'societies'), w.uclStaff.token)).status).toBe(403);
    expect((await call(api, 'GET', dir(w.society, 'societies'), w.otherSocietyOwner.token)).status).toBe(403);
    expect((await call(api, 'GET', dir(w.society, 'societies'))).status).toBe(401);
    for (const query of ['?scope=galaxy', '?q=%00', '?page=-1', '?members=1']) {
      expect((await call(api, 'GET', dir(w.society, 'societies', query), w.societyOwner.token)).status, query).toBe(400);
    }
  });

  it('a society\'s page: about, upcoming events (members-only ones for members only) and sponsors', async () => {
    const open = await call(api, 'POST', `/api/organisations/${w.society}/events`, w.societyOwner.token, { ...eventForm({ title: 'Open Trading Night' }), publish: true });
    const closed = await call(api, 'POST', `/api/organisations/${w.society}/events`, w.societyOwner.token, { ...eventForm({ title: 'Members AGM', visibility: 'members' }), publish: true });
    expect(open.status).toBe(201);
    expect(closed.status).toBe(201);
    const card = await call(api, 'POST', `/api/organisations/${w.society}/sponsors`, w.societyOwner.token, sponsor('Corner Bakery'));
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    const cardId = (card.body['card'] as { cardId: string }).cardId;
    expect((await call(api, 'POST', `/api/organisations/${w.society}/sponsors/${cardId}/move`, w.societyOwner.token, { stage: 'sponsor' })).status).toBe(200);
    await call(api, 'POST', `/api/organisations/${w.society}/sponsors`, w.societyOwner.token, sponsor('Secret Prospect Ltd'));

    const list = await call(api, 'GET', dir(w.otherSociety, 'societies', '?q=investment'), w.otherSocietyOwner.token);
    const link = (list.body['societies'] as { organisationId: string; link: string }[]).find((s) => s.organisationId === w.society)!.link;
    const titles = (body: Record<string, unknown>) => (body['events'] as { title: string }[]).map((e) => e.title);

    const visitor = await call(api, 'GET', `/api/societies/${link}`);
    expect(visitor.status, JSON.stringify(visitor.body)).toBe(200);
    expect(visitor.body['society']).toMatchObject({ organisationId: w.society, category: 'Finance', description: 'We trade ideas.' });
    expect(titles(visitor.body)).toContain('Open Trading Night');
    expect(titles(visitor.body)).not.toContain('Members AGM');
    expect(visitor.body['sponsors']).toEqual([{ name: 'Corner Bakery', companyLink: null }]);
    expect(JSON.stringify(visitor.body)).not.toMatch(/Secret Prospect|contactEmail|notes/);
    expect(titles((await call(api, 'GET', `/api/societies/${link}`, w.uclStudent.token)).body)).not.toContain('Members AGM');
    expect(titles((await call(api, 'GET', `/api/societies/${link}`, 'x'.repeat(40))).body)).not.toContain('Members AGM');
    expect(titles((await call(api, 'GET', `/api/societies/${link}`, w.societyMember.token)).body)).toContain('Members AGM');
    expect((await call(api, 'GET', '/api/societies/nobody-000000000000')).status).toBe(404);
    expect((await call(api, 'GET', `/api/societies/${'z'.repeat(100)}`)).status).toBe(400);
    expect((await call(api, 'GET', `/api/societies/${kestrel.replace(/-/g, '').slice(0, 12)}`)).status).toBe(404);
  });
});

describe('employer jobs a career center\'s students can see', () => {
  it('lists open public jobs of approved companies, not hosts\' restricted ones; career center staff only', async () => {
    const restricted = await call(api, 'POST', `/api/organisations/${w.uclCenter}/jobs`, w.uclStaff.token, jobForm({ title: 'Campus Ambassador' }));
    expect(restricted.status).toBe(201);
    const answer = await call(api, 'GET', dir(w.uclCenter, 'jobs'), w.uclStaff.token);
    expect(answer.status).toBe(200);
    const jobs = answer.body['jobs'] as { uniqueId: string; company: string; visibility: string }[];
    expect(jobs.find((j) => j.uniqueId === kestrelJob)).toMatchObject({ company: 'Kestrel Partners', visibility: 'everyone' });
    expect(jobs.map((j) => j.uniqueId)).not.toContain((restricted.body['job'] as { uniqueId: string }).uniqueId);
    expect((await call(api, 'GET', dir(w.society, 'jobs'), w.societyOwner.token)).status).toBe(403);
    expect((await call(api, 'GET', dir(w.uclCenter, 'jobs'), w.oxfordStaff.token)).status).toBe(403);
    expect((await call(api, 'GET', dir(w.uclCenter, 'jobs'))).status).toBe(401);
    expect((await call(api, 'GET', dir(w.uclCenter, 'jobs', '?page=%00'), w.uclStaff.token)).status).toBe(400);
  });
});
