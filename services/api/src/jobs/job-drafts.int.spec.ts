import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, startStudentApi, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { sweepScheduledJobs } from './job.service.ts';
import { eventCount, jobForm, jobsWorld, registerApplicant, type JobsWorld } from './testing/job-fixtures.ts';
import { projections } from '../projections.ts';

// Drafts and scheduled publishing on real Postgres (docs/jobs.md "Drafts and scheduling"): a draft is its company's
// alone until it goes live, now or at its instant by the sweep; drafts are deleted, live jobs closed.

let testDb: TestDb;
let api: StudentApi;
let world: JobsWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-drafts-7r2m' });

beforeAll(async () => {
  world = await jobsWorld(testDb.db, api);
});

const hourMs = 3_600_000;
type JobBody = { uniqueId: string; status: string; version: number; publishedAt: string | null; publishAt: string | null };
const jobsPath = (rest = '') => `/api/organisations/${world.companyId}/jobs${rest}`;
const read = async (res: Response) => ({ status: res.status, body: (await res.json()) as { job: JobBody; code?: string; jobs?: JobBody[] } });
const call = (method: string, path: string, token: string, version?: number, body?: unknown) =>
  fetch(`${api.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...bearer(token), ...(version === undefined ? {} : { 'if-match': `"${version}"` }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const draft = async (): Promise<JobBody> => {
  const created = await read(await api.post(jobsPath('/drafts'), jobForm(), bearer(world.owner.token)));
  expect(created.status).toBe(201);
  return created.body.job;
};
const sweep = () => sweepScheduledJobs({ db: testDb.db, projections: projections.inline, now: () => api.clock.now });

describe('drafts', () => {
  it('a draft is listed and edited by members, and is nowhere public (job page, applying, feed, opportunities) until it goes live', async () => {
    const job = await draft();
    expect(job).toMatchObject({ status: 'draft', version: 1, publishedAt: null, publishAt: null });
    const listed = await read(await api.get(jobsPath(), bearer(world.colleague.token)));
    expect(listed.body.jobs?.map((j) => j.uniqueId)).toContain(job.uniqueId);
    const edited = await read(await call('POST', jobsPath(`/${job.uniqueId}/edit`), world.colleague.token, 1, jobForm({ title: 'Draft, renamed' })));
    expect(edited.body.job).toMatchObject({ status: 'draft', version: 2, title: 'Draft, renamed' });
    expect((await api.get(`/api/jobs/${job.uniqueId}`)).status).toBe(404);
    const student = await registerApplicant(api);
    expect((await api.get(`/api/jobs/${job.uniqueId}`, bearer(student))).status).toBe(404);
    const applied = await api.post(`/api/jobs/${job.uniqueId}/apply`, {}, bearer(student));
    expect(applied.status).toBe(404);
    // Nor in the feed (search) or the dashboard's opportunities of a Finance student.
    const feed = await api.get('/api/student/feed?kind=job&limit=50', bearer(student));
    const opportunities = await api.get('/api/get/percentage', bearer(student));
    expect([feed.status, opportunities.status]).toEqual([200, 200]);
    expect(await feed.text()).not.toContain(job.uniqueId);
    expect(await opportunities.text()).not.toContain(job.uniqueId);
    // Once live, it is there.
    const live = await read(await call('POST', jobsPath(`/${job.uniqueId}/publish`), world.owner.token, 2, {}));
    expect(live.body.job.status).toBe('open');
    expect(await (await api.get('/api/get/percentage', bearer(student))).text()).toContain(job.uniqueId);
  });

  it('publishing now makes it public at once; a live job is closed, not deleted', async () => {
    const job = await draft();
    expect((await call('POST', jobsPath(`/${job.uniqueId}/publish`), world.owner.token, undefined, {})).status).toBe(428);
    const published = await read(await call('POST', jobsPath(`/${job.uniqueId}/publish`), world.owner.token, 1, {}));
    expect(published.body.job).toMatchObject({ status: 'open', version: 2, publishAt: null });
    expect(published.body.job.publishedAt).not.toBeNull();
    expect((await api.get(`/api/jobs/${job.uniqueId}`)).status).toBe(200);
    const deleted = await read(await call('DELETE', jobsPath(`/${job.uniqueId}`), world.owner.token, 2));
    expect(deleted).toMatchObject({ status: 409, body: { code: 'JOB_PUBLISHED' } });
  });

  it('a draft is deleted (gone for members too) and cannot be closed', async () => {
    const job = await draft();
    expect(await read(await call('POST', jobsPath(`/${job.uniqueId}/close`), world.owner.token, 1, {}))).toMatchObject({ status: 409, body: { code: 'JOB_NOT_PUBLISHED' } });
    expect((await call('DELETE', jobsPath(`/${job.uniqueId}`), world.owner.token, 0)).status).toBe(412);
    expect((await call('DELETE', jobsPath(`/${job.uniqueId}`), world.owner.token, 1)).status).toBe(200);
    expect((await api.get(jobsPath(`/${job.uniqueId}`), bearer(world.owner.token))).status).toBe(404);
    expect((await call('DELETE', jobsPath(`/${job.uniqueId}`), world.owner.token, 2)).status).toBe(404);
  });
});

describe('scheduled publishing', () => {
  it('goes live by the sweep at its instant, not before; unscheduling takes it back to a draft', async () => {
    const job = await draft();
    const at = new Date(api.clock.now + 2 * hourMs).toISOString();
    const scheduled = await read(await call('POST', jobsPath(`/${job.uniqueId}/publish`), world.owner.token, 1, { at }));
    expect(scheduled.body.job).toMatchObject({ status: 'scheduled', publishAt: at, publishedAt: null });
    expect((await api.get(`/api/jobs/${job.uniqueId}`)).status).toBe(404);

    const unscheduled = await read(await call('POST', jobsPath(`/${job.uniqueId}/unschedule`), world.owner.token, 2, {}));
    expect(unscheduled.body.job).toMatchObject({ status: 'draft', publishAt: null });
    await call('POST', jobsPath(`/${job.uniqueId}/publish`), world.owner.token, 3, { at });

    await sweep();
    expect((await api.get(`/api/jobs/${job.uniqueId}`)).status).toBe(404);
    api.clock.advance(2 * hourMs + 1000);
    // (The app's own sweep may run meanwhile: either publishes it, once.)
    await sweep();
    const live = await read(await api.get(`/api/jobs/${job.uniqueId}`));
    expect(live.body.job).toMatchObject({ status: 'open', publishAt: null });
    const before = await eventCount(testDb.db);
    await sweep();
    expect(await eventCount(testDb.db)).toBe(before);
  });

  it('refuses an instant past the deadline or a year ahead, and nothing is written', async () => {
    const job = await draft();
    const before = await eventCount(testDb.db);
    for (const days of [40, 400]) {
      const refused = await read(await call('POST', jobsPath(`/${job.uniqueId}/publish`), world.owner.token, 1, { at: new Date(api.clock.now + days * 24 * hourMs).toISOString() }));
      expect(refused.status).toBe(400);
    }
    expect((await call('POST', jobsPath(`/${job.uniqueId}/publish`), world.owner.token, 1, { at: 'tomorrow' })).status).toBe(400);
    expect((await call('POST', jobsPath(`/${job.uniqueId}/publish`), world.owner.token, 1, { when: 'now' })).status).toBe(400);
    expect((await call('POST', jobsPath(`/${job.uniqueId}/unschedule`), world.owner.token, 1, {})).status).toBe(409);
    expect(await eventCount(testDb.db)).toBe(before);
  });

  it('on a test-clock server (TEST_CLOCK) the module\'s own sweep follows the test clock', async () => {
    const clocked = await startStudentApi(testDb.db, { testClock: true });
    try {
      const job = await draft();
      // Ahead of both apps' clocks; only the test clock is moved past it.
      const at = new Date(Math.max(api.clock.now, clocked.clock.now) + 3 * hourMs).toISOString();
      expect((await call('POST', jobsPath(`/${job.uniqueId}/publish`), world.owner.token, 1, { at })).status).toBe(200);
      const ahead = Math.ceil((Date.parse(at) - clocked.clock.now) / 1000) + 60;
      expect((await clocked.post('/api/dev/clock', { advanceSeconds: ahead })).status).toBe(200);
      await vi.waitFor(async () => expect((await api.get(`/api/jobs/${job.uniqueId}`)).status).toBe(200), { timeout: 15_000, interval: 250 });
    } finally {
      await clocked.close();
    }
  });

  it("another company's member finds no such draft", async () => {
    const job = await draft();
    const other = `/api/organisations/${world.pendingCompanyId}/jobs/${job.uniqueId}`;
    expect((await call('POST', `${other}/publish`, world.pendingOwner.token, 1, {})).status).toBe(404);
    expect((await call('DELETE', other, world.pendingOwner.token, 1)).status).toBe(404);
    expect((await call('POST', jobsPath(`/${job.uniqueId}/publish`), world.pendingOwner.token, 1, {})).status).toBe(403);
  });
});
