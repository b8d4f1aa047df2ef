import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobForm, postJob } from '../../jobs/testing/job-fixtures.ts';
import { bearer, registerStudent, uniqueAddress, type StudentApi } from '../../testing/student-api.ts';
import { setUpStudentApi } from '../../testing/student-api-suite.ts';
import { call, eventForm, eventually, hostingWorld, type HostingWorld } from '../testing/hosting-world.ts';

// An admin suspends a company (issue 11): its events leave the public list, their pages answer as for an unknown
// event, nobody can attend them any more, and its jobs are no longer public. Approving it again brings them back.

let testDb: TestDb;
let api: StudentApi;
let world: HostingWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-suspend-4f2' });

let event: { uniqueId: string; link: string };
let jobId: string;
let student: string;
beforeAll(async () => {
  world = await hostingWorld(testDb.db, api);
  const created = await call(api, 'POST', `/api/organisations/${world.companyId}/events`, world.owner.token, { ...eventForm(), publish: true });
  if (created.status !== 201) throw new Error(`create answered ${created.status}`);
  event = created.body['event'] as typeof event;
  jobId = (await postJob(api, world.owner.token, world.companyId, jobForm())).uniqueId;
  student = await registerStudent(api, uniqueAddress('sami'));
});

const listed = async (): Promise<string[]> => {
  const res = await api.post('/api/getEvents/no', { page: 1, limit: 50, ip: '' });
  return ((await res.json()) as { events: { uniqueId: string }[] }).events.map((e) => e.uniqueId);
};
const page = async () => (await (await api.post('/api/get/event/no', { link: event.link })).json()) as { msg: string };
const review = async (decision: 'suspend' | 'approve') => {
  const res = await api.post(`/api/admin/organisations/${world.companyId}/${decision}`, decision === 'suspend' ? { reason: 'Fake listings' } : {}, bearer(world.admin));
  expect(res.status).toBe(200);
};

describe('a suspended company', () => {
  it('is public while approved', async () => {
    expect(await listed()).toContain(event.uniqueId);
    expect((await page()).msg).toBe('success');
    expect((await api.get(`/api/jobs/${jobId}`)).status).toBe(200);
  });

  it('loses its events from the list and their pages, attendance, and its jobs', async () => {
    await review('suspend');
    // The list is micro-cached for a second.
    await eventually(async () => expect(await listed()).not.toContain(event.uniqueId), 3000);
    expect(await page()).toEqual({ msg: 'No event' });
    const attend = await call(api, 'POST', '/api/event/apply', student, { eventId: event.uniqueId });
    expect(attend.status).toBe(404);
    expect((await api.get(`/api/jobs/${jobId}`)).status).toBe(404);
    // Its members still see their own events.
    const own = await call(api, 'GET', `/api/organisations/${world.companyId}/events/${event.uniqueId}`, world.owner.token);
    expect(own.status).toBe(200);
  });

  it('is public again once approved again', async () => {
    await review('approve');
    await eventually(async () => expect(await listed()).toContain(event.uniqueId), 3000);
    expect((await page()).msg).toBe('success');
    expect((await call(api, 'POST', '/api/event/apply', student, { eventId: event.uniqueId })).body).toEqual({ msg: 'added' });
  });
});
