import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { eventCount, jobForm, jobsWorld, postJob, type JobsWorld } from './testing/job-fixtures.ts';

// The employer's side of jobs on real Postgres: publishing, editing with If-Match, closing, validation (nothing
// written on bad input), sanitised descriptions, and what the public sees of approved and pending companies.

let testDb: TestDb;
let api: StudentApi;
let world: JobsWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-jobs-3k8q' });

beforeAll(async () => {
  world = await jobsWorld(testDb.db, api);
});

const json = async (res: Response) => ({ status: res.status, etag: res.headers.get('etag'), body: (await res.json()) as Record<string, unknown> });
const jobsPath = () => `/api/organisations/${world.companyId}/jobs`;
const edit = (jobId: string, form: Record<string, unknown>, token: string, etag?: string) =>
  api.post(`${jobsPath()}/${jobId}/edit`, form, { ...bearer(token), ...(etag ? { 'if-match': etag } : {}) });

describe('publishing a job', () => {
  it('creates an open job with an ETag, lists it with zero applicants, and shows it to visitors once the company is approved', async () => {
    const created = await json(await api.post(jobsPath(), jobForm(), bearer(world.owner.token)));
    expect(created.status).toBe(201);
    const job = created.body['job'] as { uniqueId: string; status: string; version: number; title: string; company: { name: string } };
    expect(job).toMatchObject({ status: 'open', version: 1, title: 'Summer Analyst 2026', locations: ['London', 'Frankfurt'] });
    expect(created.etag).toBe('"1"');
    const listed = await json(await api.get(jobsPath(), bearer(world.colleague.token)));
    expect(listed.body['jobs']).toEqual(
      expect.arrayContaining([expect.objectContaining({ uniqueId: job.uniqueId, applicants: { total: 0, applied: 0, shortlisted: 0, interview: 0, offer: 0, rejected: 0, closed: 0 } })]),
    );
    const publicJob = await json(await api.get(`/api/jobs/${job.uniqueId}`));
    expect(publicJob.status).toBe(200);
    expect(publicJob.body['job']).toMatchObject({ uniqueId: job.uniqueId, company: { organisationId: world.companyId, status: 'active' } });
  });

  it("a pending company's job is its members' to see, not the public's, until an admin approves the company", async () => {
    const job = await postJob(api, world.pendingOwner.token, world.pendingCompanyId);
    expect((await api.get(`/api/organisations/${world.pendingCompanyId}/jobs/${job.uniqueId}`, bearer(world.pendingOwner.token))).status).toBe(200);
    expect((await api.get(`/api/jobs/${job.uniqueId}`)).status).toBe(404);
    expect((await api.post(`/api/admin/organisations/${world.pendingCompanyId}/approve`, {}, bearer(world.admin))).status).toBe(200);
    expect((await api.get(`/api/jobs/${job.uniqueId}`)).status).toBe(200);
    expect((await api.post(`/api/admin/organisations/${world.pendingCompanyId}/suspend`, { reason: 'Checks' }, bearer(world.admin))).status).toBe(200);
    expect((await api.get(`/api/jobs/${job.uniqueId}`)).status).toBe(404);
  });

  it('stores the description sanitised: no scripts, handlers, styles or javascript: links', async () => {
    const description =
      '<p onclick="steal()">Hello <script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a> <a href="https://firm.example.com">site</a><iframe src="https://evil.example"></iframe><b style="color:red">bold</b></p>';
    const job = await postJob(api, world.owner.token, world.companyId, jobForm({ description }));
    const stored = (await json(await api.get(`/api/jobs/${job.uniqueId}`))).body['job'] as { description: string };
    expect(stored.description).toBe(
      '<p>Hello <a target="_blank" rel="noopener noreferrer nofollow">x</a> <a href="https://firm.example.com" target="_blank" rel="noopener noreferrer nofollow">site</a><b>bold</b></p>',
    );
    const raw = (await testDb.db.query<{ data: { details: { description: string } } }>(`SELECT data FROM events WHERE stream_id = $1`, [`job-${job.uniqueId}`])).rows[0]!;
    expect(raw.data.details.description).not.toMatch(/script|onerror|onclick|javascript|style|iframe/);
  });

  it('accepts remote jobs without a location, no salary and an external https application link', async () => {
    const job = await postJob(api, world.owner.token, world.companyId, jobForm({ locations: [], remote: true, salary: null, apply: { method: 'external', url: 'https://careers.firm.example.com/apply/17' } }));
    const stored = (await json(await api.get(`/api/jobs/${job.uniqueId}`))).body['job'];
    expect(stored).toMatchObject({ remote: true, locations: [], salary: null, apply: { method: 'external', url: 'https://careers.firm.example.com/apply/17' } });
  });
});

describe('validation: a clear 400 for every bad field, and nothing written', () => {
  const past = new Date(Date.now() - 60_000).toISOString();
  const farAway = new Date(Date.now() + 400 * 86_400_000).toISOString();
  const cases: [string, Record<string, unknown>, string][] = [
    ['empty title', { title: '   ' }, 'title'],
    ['long title', { title: 'x'.repeat(121) }, 'title'],
    ['unknown type', { type: 'apprenticeship' }, 'type'],
    ['unknown track', { track: 'Astronaut' }, 'track'],
    ['no location and not remote', { locations: [], remote: false }, 'locations'],
    ['eleven locations', { locations: Array.from({ length: 11 }, (_, i) => `City ${i}`) }, 'locations'],
    ['blank location', { locations: ['  '] }, 'locations.0'],
    ['min above max', { salary: { min: 50000, max: 40000, currency: 'GBP', period: 'year' } }, 'salary.max'],
    ['negative salary', { salary: { min: -1, max: 40000, currency: 'GBP', period: 'year' } }, 'salary.min'],
    ['fractional salary', { salary: { min: 1.5, max: 40000, currency: 'GBP', period: 'year' } }, 'salary.min'],
    ['unknown currency', { salary: { min: 1, max: 2, currency: 'BTC', period: 'year' } }, 'salary.currency'],
    ['past deadline', { deadline: past }, 'deadline'],
    ['deadline over a year away', { deadline: farAway }, 'deadline'],
    ['deadline without a zone', { deadline: '2030-01-01T10:00:00' }, 'deadline'],
    ['http application link', { apply: { method: 'external', url: 'http://firm.example.com/apply' } }, 'apply.url'],
    ['javascript application link', { apply: { method: 'external', url: 'javascript:alert(1)' } }, 'apply.url'],
    ['unknown apply method', { apply: { method: 'fax' } }, 'apply.method'],
    ['description only markup', { description: '<p><script>x</script></p>' }, 'description'],
    ['twenty-one requirements', { requirements: Array.from({ length: 21 }, (_, i) => `R${i}`) }, 'requirements'],
    ['NUL in the title', { title: 'Analyst\u0000' }, 'title'],
    ['lone surrogate in the description', { description: '<p>\ud800</p>' }, 'description'],
    ['lone surrogate in a requirement', { requirements: ['\udc00x'] }, 'requirements.0'],
    ['number as title', { title: 42 }, 'title'],
    ['string as remote', { remote: 'yes' }, 'remote'],
    ['object as locations', { locations: { city: 'London' } }, 'locations'],
    ['null as deadline', { deadline: null }, 'deadline'],
    ['unknown field', { boss: true }, '(body)'],
  ];
  for (const [name, change, path] of cases) {
    it(name, async () => {
      const before = await eventCount(testDb.db);
      const res = await json(await api.post(jobsPath(), jobForm(change), bearer(world.owner.token)));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect((res.body['errors'] as { path: string }[]).map((e) => e.path)).toContain(path);
      expect(await eventCount(testDb.db)).toBe(before);
    });
  }

  it('a 1 MB description is refused as too large; wrong bodies as 400', async () => {
    const before = await eventCount(testDb.db);
    expect((await api.post(jobsPath(), jobForm({ description: `<p>${'a'.repeat(1024 * 1024)}</p>` }), bearer(world.owner.token))).status).toBe(413);
    for (const body of ['[]', '"text"', '42', 'null', '{"title":']) {
      expect((await api.post(jobsPath(), body, bearer(world.owner.token))).status, body).toBe(400);
    }
    expect(await eventCount(testDb.db)).toBe(before);
  });

  it("a long legitimate description (19 KB of rich text, over the app's usual 16 KB body limit) fits", async () => {
    const description = `<ul>${'<li>A responsibility worth describing in a sentence.</li>'.repeat(300)}</ul>`.slice(0, 19_000).replace(/<li>[^<]*$/, '') + '</ul>';
    expect((await api.post(jobsPath(), jobForm({ description }), bearer(world.owner.token))).status).toBe(201);
  });
});

describe('editing with If-Match', () => {
  it('needs the ETag: 428 without, 412 when stale, and two members editing at once lose nothing', async () => {
    const job = await postJob(api, world.owner.token, world.companyId);
    const before = await eventCount(testDb.db);
    expect((await edit(job.uniqueId, jobForm({ title: 'No precondition' }), world.owner.token)).status).toBe(428);
    expect((await edit(job.uniqueId, jobForm({ title: 'Bad precondition' }), world.owner.token, 'v1')).status).toBe(412);
    expect(await eventCount(testDb.db)).toBe(before);

    // Both loaded version 1; they save at the same moment: exactly one wins, the other is told to reload.
    const [a, b] = await Promise.all([
      edit(job.uniqueId, jobForm({ title: 'Edited by Olga' }), world.owner.token, '"1"'),
      edit(job.uniqueId, jobForm({ title: 'Edited by Tom' }), world.colleague.token, '"1"'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    const winner = a.status === 200 ? 'Edited by Olga' : 'Edited by Tom';
    const loser = a.status === 200 ? b : a;
    expect(((await loser.json()) as { code: string }).code).toBe('PRECONDITION_FAILED');
    const current = await json(await api.get(`${jobsPath()}/${job.uniqueId}`, bearer(world.colleague.token)));
    expect(current.etag).toBe('"2"');
    expect(current.body['job']).toMatchObject({ title: winner, version: 2 });

    // The one who lost reloads and saves on top of the winner's version.
    const retried = await json(await edit(job.uniqueId, jobForm({ title: 'Merged' }), world.colleague.token, current.etag!));
    expect(retried.status).toBe(200);
    expect(retried.etag).toBe('"3"');
  });

  it('closing needs the ETag too; a closed job is neither edited nor closed again, and leaves the public list of open jobs', async () => {
    const job = await postJob(api, world.owner.token, world.companyId);
    const close = (etag: string) => api.post(`${jobsPath()}/${job.uniqueId}/close`, {}, { ...bearer(world.owner.token), 'if-match': etag });
    expect((await api.post(`${jobsPath()}/${job.uniqueId}/close`, {}, bearer(world.owner.token))).status).toBe(428);
    const closed = await json(await close('"1"'));
    expect(closed.status).toBe(200);
    expect(closed.body['job']).toMatchObject({ status: 'closed', version: 2 });
    expect((await close('"2"')).status).toBe(409);
    expect((await edit(job.uniqueId, jobForm(), world.owner.token, '"2"')).status).toBe(409);
    expect(((await json(await api.get(`/api/jobs/${job.uniqueId}`))).body['job'] as { status: string }).status).toBe('closed');
  });

  it("another company's job is not found through this company, and unknown or malformed ids are 404", async () => {
    const other = await postJob(api, world.pendingOwner.token, world.pendingCompanyId);
    expect((await api.get(`${jobsPath()}/${other.uniqueId}`, bearer(world.owner.token))).status).toBe(404);
    expect((await edit(other.uniqueId, jobForm(), world.owner.token, '"1"')).status).toBe(404);
    expect((await api.get(`${jobsPath()}/not-a-uuid`, bearer(world.owner.token))).status).toBe(404);
    expect((await api.get(`/api/jobs/00000000-0000-4000-8000-00000000abcd`)).status).toBe(404);
  });
});
