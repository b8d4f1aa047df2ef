import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, eventForm, hostingWorld, type HostingWorld } from '../events/testing/hosting-world.ts';
import { jobForm, postJob, registerApplicant } from '../jobs/testing/job-fixtures.ts';
import { bearer, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';

// Issue 14 on real Postgres: an employer's analytics are for its members only, and its DE&I view never shows a
// group under five — not directly, not as a stage total minus the shown cells, not as the difference between two
// views (filters are refused; one known person's move changes nothing); a withdrawn consent leaves every aggregate
// at once; page views count once per visitor and day; hostile input writes nothing.

let testDb: TestDb;
let api: StudentApi;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-analytics-5d3' });

let world: HostingWorld;
let jobId: string;
let students: string[];
const answers = (i: number) => ({
  consent: true,
  gender: i <= 6 ? 'woman' : 'man',
  firstGeneration: i <= 5 ? 'yes' : 'no',
  ethnicity: i % 2 ? 'GB:white' : 'GB:asian',
  disability: i <= 5 ? 'no' : i === 6 ? 'yes' : 'prefer_not_to_say',
});

type Cell = { category: string; count?: number; suppressed?: true };
type View = { minGroup: number; stages: { stage: string; total: number; attributes: { attribute: string; cells: Cell[] }[] }[] };
const diversity = async (token = world.owner.token, query = '') => call(api, 'GET', `/api/organisations/${world.companyId}/analytics/diversity${query}`, token);
const view = async () => (await diversity()).body['diversity'] as View;
const cellsOf = (v: View, stage: string, attribute: string) => v.stages.find((s) => s.stage === stage)!.attributes.find((a) => a.attribute === attribute)!.cells;
const cell = (v: View, stage: string, attribute: string, category: string) => cellsOf(v, stage, attribute).find((c) => c.category === category)!;
/** Each applicant's application id, in the order of `students` (the company's list orders ties at random). */
let applications: string[] = [];
const applicationIds = async () => {
  const listed = ((await call(api, 'GET', `/api/organisations/${world.companyId}/jobs/${jobId}/applications`, world.owner.token)).body['applications'] as { applicationId: string }[]).map((a) => a.applicationId);
  expect([...listed].sort()).toEqual([...applications].sort());
  return applications;
};
const count = async (table: string) => Number((await testDb.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);

beforeAll(async () => {
  world = await hostingWorld(testDb.db, api);
  jobId = (await postJob(api, world.owner.token, world.companyId, jobForm({ title: '=HYPERLINK("http://evil.example","Analyst, London")' }))).uniqueId;
  // Twelve applicants: eight describe themselves (seven women, one man), four give no answers at all.
  students = [];
  applications = [];
  for (let i = 0; i < 12; i++) {
    const token = await registerApplicant(api, `dei${i}`);
    students.push(token);
    if (i < 8) expect((await call(api, 'PUT', '/api/student/diversity', token, answers(i))).status).toBe(200);
    const applied = await call(api, 'POST', `/api/jobs/${jobId}/apply`, token, { coverNote: 'Hello' });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    applications.push((applied.body['application'] as { applicationId: string }).applicationId);
  }
}, 120_000);

describe('DE&I aggregates', () => {
  it('shows groups of five or more and suppresses every smaller one', async () => {
    const v = await view();
    expect(v.minGroup).toBe(5);
    const reached = v.stages.find((s) => s.stage === 'reached')!;
    expect(reached.total).toBe(12);
    expect(cell(v, 'reached', 'gender', 'woman')).toEqual({ category: 'woman', count: 7 });
    expect(cell(v, 'reached', 'gender', 'man')).toEqual({ category: 'man', suppressed: true });
    for (const stage of v.stages) for (const a of stage.attributes) for (const c of a.cells) if (c.count !== undefined) expect(c.count).toBeGreaterThanOrEqual(5);
    // No one's answer anywhere in the answer: no student ids, no single answers.
    expect(JSON.stringify(v)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('forgets a withdrawn answer in every aggregate at once (view and CSV)', async () => {
    const women = (v: View) => v.stages.flatMap((s) => s.attributes.filter((a) => a.attribute === 'gender').flatMap((a) => a.cells.filter((c) => c.category === 'woman')));
    const csvWomen = async () => {
      const res = await fetch(`${api.url}/api/organisations/${world.companyId}/analytics/diversity/export.csv`, { headers: bearer(world.owner.token) });
      return (await res.text()).split('\r\n').filter((l) => l.includes(',gender,woman,'));
    };
    const beforeView = women(await view());
    const beforeCsv = await csvWomen();
    const mine = await call(api, 'GET', '/api/student/diversity', students[0]);
    expect((mine.body['diversity'] as { answers: { gender: string } }).answers.gender).toBe('woman');
    expect((await call(api, 'DELETE', '/api/student/diversity', students[0])).status).toBe(200);
    expect((await call(api, 'GET', '/api/student/diversity', students[0])).body['diversity']).toBeNull();
    expect(await count(`diversity_answers`)).toBe(7);
    // Everyone is still in the first stage: seven women become six, in the view and in the export.
    expect(beforeView).toEqual([{ category: 'woman', count: 7 }, { category: 'woman', suppressed: true }, { category: 'woman', suppressed: true }]);
    expect(women(await view())[0]).toEqual({ category: 'woman', count: 6 });
    expect(beforeCsv[0]).toMatch(/^reached,12,gender,woman,7$/);
    expect((await csvWomen())[0]).toMatch(/^reached,12,gender,woman,6$/);
    // The answers are back only with a new consent.
    expect((await call(api, 'PUT', '/api/student/diversity', students[0], answers(0))).status).toBe(200);
    expect(women(await view())[0]).toEqual({ category: 'woman', count: 7 });
    expect((await call(api, 'DELETE', '/api/student/diversity', students[0])).status).toBe(200);
  });

  it('cannot be undone by subtracting the shown cells from the stage total (complementary suppression)', async () => {
    expect((await call(api, 'PUT', '/api/student/diversity', students[0], answers(0))).status).toBe(200);
    const v = await view();
    // Disability: no 6, yes 1, not disclosed 5. Hiding "yes" alone would give 12 − 6 − 5 = 1 back.
    const cells = cellsOf(v, 'reached', 'disability');
    expect(cells.find((c) => c.category === 'no')).toEqual({ category: 'no', count: 6 });
    expect(cells.filter((c) => c.suppressed).map((c) => c.category).sort()).toEqual(['not_disclosed', 'yes']);
    // In every column: what total minus the shown cells leaves is two or more cells holding five or more people.
    for (const stage of v.stages) {
      for (const a of stage.attributes) {
        const hidden = a.cells.filter((c) => c.suppressed);
        const left = stage.total - a.cells.reduce((sum, c) => sum + (c.count ?? 0), 0);
        if (hidden.length > 0 && hidden.length < a.cells.length) {
          expect(hidden.length).toBeGreaterThanOrEqual(2);
          expect(left).toBeGreaterThanOrEqual(5);
        }
      }
    }
  });

  it('has no filters to difference: any query is refused, and one known person moving changes nothing', async () => {
    for (const query of ['?stage=reached', '?scope=target-schools', '?gender=woman', '?kind=job', '?since=2026-01-01']) {
      expect((await diversity(world.owner.token, query)).status).toBe(400);
    }
    const before = await view();
    // The employer shortlists one applicant (they know who): the view must not move, or the changed cells would be hers.
    const ids = await applicationIds();
    expect((await call(api, 'POST', `/api/organisations/${world.companyId}/jobs/${jobId}/applications/${ids[0]!}/stage`, world.owner.token, { stage: 'shortlisted' })).status).toBe(200);
    expect(await view()).toEqual(before);
    // Five people moved: now the view moves (a difference of five or more people, like any group).
    for (const id of ids.slice(1, 5)) {
      expect((await call(api, 'POST', `/api/organisations/${world.companyId}/jobs/${jobId}/applications/${id}/stage`, world.owner.token, { stage: 'shortlisted' })).status).toBe(200);
    }
    const after = await view();
    expect(after.stages.find((s) => s.stage === 'engaged')!.total).toBe(5);
    expect(after.stages.find((s) => s.stage === 'reached')!.total).toBe(7);
  });

  it('erases the answers with the account', async () => {
    const before = await count('diversity_answers');
    const res = await call(api, 'POST', '/api/student/account/delete', students[7], { password: 'correct horse battery' });
    expect(res.status).toBe(200);
    expect(await count('diversity_answers')).toBe(before - 1);
  });

  it('refuses hostile answers with a 4xx and writes nothing', async () => {
    const token = students[9]!;
    const bad: unknown[] = [
      { ...answers(1), consent: false },
      { gender: 'woman', firstGeneration: null, ethnicity: null, disability: null },
      { ...answers(1), gender: 'w\u0000oman' },
      { ...answers(1), gender: '\uD800' },
      { ...answers(1), ethnicity: 'FR:white' },
      { ...answers(1), ethnicity: 'GB:hispanic_latino' },
      { ...answers(1), disability: ['yes'] },
      { ...answers(1), studentId: world.owner.uniqueId },
      'x'.repeat(1_000_000),
    ];
    for (const body of bad) {
      const res = await call(api, 'PUT', '/api/student/diversity', token, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    expect((await call(api, 'GET', '/api/student/diversity', token)).body['diversity']).toBeNull();
    // Employers and visitors have no answers to give.
    expect((await call(api, 'PUT', '/api/student/diversity', world.owner.token, answers(1))).status).toBe(403);
    expect((await call(api, 'PUT', '/api/student/diversity', undefined, answers(1))).status).toBe(401);
  });
});

describe('analytics of events, jobs and challenges', () => {
  it('lists the company\'s items with their funnels, for its members only', async () => {
    const overview = await call(api, 'GET', `/api/organisations/${world.companyId}/analytics`, world.colleague.token);
    expect(overview.status).toBe(200);
    const job = (overview.body['items'] as { kind: string; id: string; funnel: { stage: string; count: number }[] }[]).find((i) => i.id === jobId)!;
    expect(job.funnel.find((f) => f.stage === 'applied')!.count).toBe(11);
    expect(job.funnel.find((f) => f.stage === 'shortlisted')!.count).toBe(5);
    const base = `/api/organisations/${world.companyId}/analytics`;
    for (const path of [base, `${base}/diversity`, `${base}/job/${jobId}`, `${base}/export.csv`, `${base}/job/${jobId}/export.csv`]) {
      expect((await call(api, 'GET', path)).status, path).toBe(401);
      expect((await call(api, 'GET', path, students[2])).status, path).toBe(403);
      expect((await call(api, 'GET', path, world.pendingOwner.token)).status, path).toBe(403);
    }
    // Another company's own id does not reach this company's job.
    expect((await call(api, 'GET', `/api/organisations/${world.pendingCompanyId}/analytics/job/${jobId}`, world.pendingOwner.token)).status).toBe(404);
    expect((await call(api, 'GET', `${base}/astrology/${jobId}`, world.owner.token)).status).toBe(400);
    expect((await call(api, 'GET', `${base}/job/not-a-uuid`, world.owner.token)).status).toBe(400);
  });

  it('counts a page view once per visitor and day, and nothing for a page that does not exist', async () => {
    const views = async (ua: string, body: unknown) => (await call(api, 'POST', '/api/analytics/views', undefined, body, { 'user-agent': ua })).status;
    expect(await views('browser-a', { kind: 'job', id: jobId })).toBe(204);
    expect(await views('browser-a', { kind: 'job', id: jobId })).toBe(204);
    expect(await views('browser-b', { kind: 'job', id: jobId })).toBe(204);
    const before = await count('page_view_visitors');
    expect(await views('browser-c', { kind: 'job', id: '00000000-0000-4000-8000-000000000000' })).toBe(204);
    for (const hostile of [{ kind: 'job', id: 'x' }, { kind: 'page', id: jobId }, { kind: 'event', id: 'a\u0000b' }, { kind: 'event', id: '\uD800' }, { kind: 'job', id: jobId, extra: 1 }, 'x'.repeat(1_000_000)]) {
      const status = await views('browser-d', hostile);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    expect(await count('page_view_visitors')).toBe(before);
    const detail = await call(api, 'GET', `/api/organisations/${world.companyId}/analytics/job/${jobId}`, world.owner.token);
    expect((detail.body['item'] as { funnel: { stage: string; count: number }[] }).funnel[0]).toEqual({ stage: 'views', count: 2 });
    const weeks = detail.body['weeks'] as { views: number; entered: number }[];
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toMatchObject({ views: 2, entered: 11 });
    // Eleven applicants of one university: one row; the tracks are theirs.
    expect(detail.body['universities']).toEqual({ rows: [{ key: 'University College London, University of London (United Kingdom)', count: 11 }], other: 0 });
  });

  it('counts an event\'s registrations and its views by link; scopes trend and reach to target schools', async () => {
    const created = await call(api, 'POST', `/api/organisations/${world.companyId}/events`, world.owner.token, { ...eventForm({ visibility: 'everyone' }), publish: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const event = created.body['event'] as { uniqueId: string; link: string };
    for (const token of students.slice(2, 5)) expect((await call(api, 'POST', '/api/event/apply', token, { eventId: event.uniqueId })).body).toEqual({ msg: 'added' });
    expect((await call(api, 'POST', '/api/analytics/views', undefined, { kind: 'event', id: event.link }, { 'user-agent': 'browser-e' })).status).toBe(204);
    const base = `/api/organisations/${world.companyId}/analytics/event/${event.uniqueId}`;
    const all = await call(api, 'GET', base, world.owner.token);
    expect((all.body['item'] as { funnel: unknown }).funnel).toEqual([
      { stage: 'views', count: 1 },
      { stage: 'registered', count: 3 },
      { stage: 'confirmed', count: 3 },
      { stage: 'attended', count: 0 },
    ]);
    // Three students of one university: a group under five, folded into "others" and hidden.
    expect(all.body['universities']).toEqual({ rows: [], other: 'suppressed' });
    expect(all.body['targetSchools']).toBe(true);
    // UCL is no target school yet: nobody in scope; then it is, and all three are.
    const scoped = async () => (await call(api, 'GET', `${base}?scope=target-schools`, world.owner.token)).body['weeks'] as { entered: number }[];
    expect((await scoped()).at(-1)!.entered).toBe(0);
    await testDb.db.query(`INSERT INTO target_schools (company_id, university_name, university_area, added_at) VALUES ($1, 'University College London, University of London', 'United Kingdom', now())`, [world.companyId]);
    expect((await scoped()).at(-1)!.entered).toBe(3);
    expect((await call(api, 'GET', `${base}?scope=everyone`, world.owner.token)).status).toBe(400);
  });

  it('exports CSV that a spreadsheet shows as text: quoted, formulas defused', async () => {
    const res = await fetch(`${api.url}/api/organisations/${world.companyId}/analytics/export.csv`, { headers: bearer(world.owner.token) });
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="analytics-overview.csv"/);
    const text = await res.text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Analyst, London"")"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});
