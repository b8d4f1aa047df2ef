import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, eventForm } from '../events/testing/hosting-world.ts';
import { jobForm } from '../jobs/testing/job-fixtures.ts';
import type { StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { hostKindsWorld, type HostKindsWorld } from './testing/host-kinds-world.ts';

// Issue 13 on real Postgres: career centers and student organisations host events and post jobs through the one
// event editor and the one job editor (the same calls as companies, parameterised by the host's kind), and what
// they keep to an audience is kept on the server: the list, the page, attending, asking, the job page and applying.

let testDb: TestDb;
let api: StudentApi;
let w: HostKindsWorld;
setUpStudentApi((started) => ({ testDb, api } = started));
beforeAll(async () => {
  w = await hostKindsWorld(testDb.db, api);
});

const count = async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
const createEvent = (host: string, token: string, form: Record<string, unknown>) => call(api, 'POST', `/api/organisations/${host}/events`, token, { ...form, publish: true });
const page = (link: unknown, token?: string) => call(api, 'POST', '/api/get/event/no', token, { link });
const listed = async (token?: string): Promise<string[]> => {
  const answer = await call(api, 'POST', '/api/getEvents/no', token, { page: 1, limit: 50 });
  return ((answer.body['events'] as { uniqueId: string }[] | undefined) ?? []).map((e) => e.uniqueId);
};

describe('career center events', () => {
  let own: Record<string, unknown>;
  let open: Record<string, unknown>;
  beforeAll(async () => {
    const created = await createEvent(w.oxfordCenter, w.oxfordStaff.token, eventForm({ title: 'Oxford Careers Fair' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    own = created.body['event'] as Record<string, unknown>;
    const everyone = await createEvent(w.oxfordCenter, w.oxfordStaff.token, eventForm({ title: 'CV Clinic Webinar', visibility: 'everyone' }));
    open = everyone.body['event'] as Record<string, unknown>;
  });

  it('are for their own students by default, and the editor says so', () => {
    expect(own['visibility']).toBe('own-university-students');
    expect(open['visibility']).toBe('everyone');
  });

  it('reach their own students only: list and page', async () => {
    expect(await listed(w.oxfordStudent.token)).toEqual(expect.arrayContaining([own['uniqueId'], open['uniqueId']]));
    expect(await listed(w.uclStudent.token)).not.toContain(own['uniqueId']);
    expect(await listed(w.uclStudent.token)).toContain(open['uniqueId']);
    expect(await listed()).not.toContain(own['uniqueId']);
    expect((await page(own['link'], w.oxfordStudent.token)).body).toMatchObject({ msg: 'success', event: { title: 'Oxford Careers Fair' } });
    expect((await page(own['link'], w.uclStudent.token)).body).toEqual({ msg: 'No event' });
    expect((await page(own['link'])).body).toEqual({ msg: 'No event' });
    // Nor does it appear among another event's similar ones.
    const similar = (await page(open['link'])).body['similar'] as { uniqueId: string }[];
    expect(similar.map((e) => e.uniqueId)).not.toContain(own['uniqueId']);
  });

  it('cannot be attended or asked about by a student they do not reach (404, nothing written)', async () => {
    const before = await count();
    expect((await call(api, 'POST', '/api/event/apply', w.uclStudent.token, { eventId: own['uniqueId'] })).status).toBe(404);
    expect((await call(api, 'POST', '/api/event/post/question', w.uclStudent.token, { eventId: own['uniqueId'], question: 'Is it open to UCL?' })).status).toBe(404);
    expect(await count()).toBe(before);
    expect((await call(api, 'POST', '/api/event/apply', w.oxfordStudent.token, { eventId: own['uniqueId'] })).body).toEqual({ msg: 'added' });
  });

  it('are their staff\'s to list, read and edit; another university\'s career center gets 403', async () => {
    const mine = await call(api, 'GET', `/api/organisations/${w.oxfordCenter}/events`, w.oxfordStaff.token);
    expect((mine.body['events'] as { uniqueId: string; visibility: string }[]).find((e) => e.uniqueId === own['uniqueId'])).toMatchObject({ visibility: 'own-university-students' });
    const before = await count();
    expect((await call(api, 'GET', `/api/organisations/${w.oxfordCenter}/events`, w.uclStaff.token)).status).toBe(403);
    expect((await createEvent(w.oxfordCenter, w.uclStaff.token, eventForm())).status).toBe(403);
    expect((await createEvent(w.oxfordCenter, w.oxfordStudent.token, eventForm())).status).toBe(403);
    expect((await call(api, 'GET', `/api/organisations/${w.uclCenter}/events/${String(own['uniqueId'])}`, w.uclStaff.token)).status).toBe(404);
    expect(await count()).toBe(before);
    const edited = await call(api, 'POST', `/api/organisations/${w.oxfordCenter}/events/${String(own['uniqueId'])}/edit`, w.oxfordStaff.token, eventForm({ title: 'Oxford Careers Fair', visibility: 'everyone' }), { 'if-match': `"${String(own['version'])}"` });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await page(own['link'], w.uclStudent.token)).body).toMatchObject({ msg: 'success' });
  });

  it('refuses a visibility the host kind may not choose (400 naming the field, nothing written)', async () => {
    const before = await count();
    const refused = await createEvent(w.oxfordCenter, w.oxfordStaff.token, eventForm({ visibility: 'members' }));
    expect(refused.status).toBe(400);
    expect(refused.body['errors']).toEqual([expect.objectContaining({ path: 'visibility' })]);
    expect((await createEvent(w.oxfordCenter, w.oxfordStaff.token, eventForm({ visibility: 'friends' }))).status).toBe(400);
    expect((await createEvent(w.oxfordCenter, w.oxfordStaff.token, eventForm({ visibility: 7 }))).status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('student organisation events', () => {
  let membersOnly: Record<string, unknown>;
  beforeAll(async () => {
    const created = await createEvent(w.society, w.societyOwner.token, eventForm({ title: 'Members Stock Pitch', visibility: 'members', approval: true }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    membersOnly = created.body['event'] as Record<string, unknown>;
  });

  it('are open by default; members-only ones reach members only', async () => {
    const open = await createEvent(w.society, w.societyOwner.token, eventForm({ title: 'Open Freshers Drinks' }));
    expect((open.body['event'] as Record<string, unknown>)['visibility']).toBe('everyone');
    expect(await listed(w.societyMember.token)).toContain(membersOnly['uniqueId']);
    expect(await listed(w.uclStudent.token)).not.toContain(membersOnly['uniqueId']);
    expect((await page(membersOnly['link'], w.otherSocietyOwner.token)).body).toEqual({ msg: 'No event' });
    expect((await page(membersOnly['link'], w.societyMember.token)).body).toMatchObject({ msg: 'success', event: { approval: true } });
  });

  it('a member asks to attend and the society decides; another society\'s owner cannot decide or edit (403)', async () => {
    expect((await call(api, 'POST', '/api/event/apply', w.societyMember.token, { eventId: membersOnly['uniqueId'] })).body).toEqual({ msg: 'requested' });
    const decide = { eventId: membersOnly['uniqueId'], userId: w.societyMember.uniqueId, decision: 'approve' };
    const before = await count();
    expect((await call(api, 'POST', '/api/event/requests/decide', w.otherSocietyOwner.token, decide)).status).toBe(403);
    expect((await call(api, 'GET', `/api/organisations/${w.society}/events`, w.otherSocietyOwner.token)).status).toBe(403);
    expect((await createEvent(w.society, w.otherSocietyOwner.token, eventForm())).status).toBe(403);
    expect(await count()).toBe(before);
    expect((await call(api, 'POST', '/api/event/requests/decide', w.societyOwner.token, decide)).body).toEqual({ msg: 'approved' });
  });

  it('may not be kept to one university (that is a career center\'s choice)', async () => {
    const refused = await createEvent(w.society, w.societyOwner.token, eventForm({ visibility: 'own-university-students' }));
    expect(refused.status).toBe(400);
  });
});

describe('jobs of career centers and societies', () => {
  const post = (host: string, token: string, form: Record<string, unknown>) => call(api, 'POST', `/api/organisations/${host}/jobs`, token, form);

  it('a career center posts an on-campus role for its own students: the job page and applying are theirs only', async () => {
    const created = await post(w.oxfordCenter, w.oxfordStaff.token, jobForm({ title: 'Library Assistant', type: 'part-time' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const job = created.body['job'] as { uniqueId: string; visibility: string };
    expect(job.visibility).toBe('own-university-students');
    expect((await call(api, 'GET', `/api/jobs/${job.uniqueId}`, w.oxfordStudent.token)).status).toBe(200);
    expect((await call(api, 'GET', `/api/jobs/${job.uniqueId}`, w.uclStudent.token)).status).toBe(404);
    expect((await call(api, 'GET', `/api/jobs/${job.uniqueId}`)).status).toBe(404);
    // A stale token reads the page as a visitor: never a 401 on a public page.
    expect((await call(api, 'GET', `/api/jobs/${job.uniqueId}`, 'x'.repeat(40))).status).toBe(404);
    const before = await count();
    expect((await call(api, 'POST', `/api/jobs/${job.uniqueId}/apply`, w.uclStudent.token, {})).status).toBe(404);
    expect(await count()).toBe(before);
    expect((await call(api, 'POST', `/api/jobs/${job.uniqueId}/apply`, w.oxfordStudent.token, { coverNote: 'I shelve fast.' })).status).toBe(201);
  });

  it('another university\'s career center and another society get 403 on the jobs of a host', async () => {
    const before = await count();
    expect((await post(w.oxfordCenter, w.uclStaff.token, jobForm())).status).toBe(403);
    expect((await call(api, 'GET', `/api/organisations/${w.oxfordCenter}/jobs`, w.uclStaff.token)).status).toBe(403);
    expect((await post(w.society, w.otherSocietyOwner.token, jobForm())).status).toBe(403);
    expect((await call(api, 'GET', `/api/organisations/${w.society}/jobs`, w.societyMember.token)).status).toBe(200);
    expect(await count()).toBe(before);
  });

  it('a society recruits its committee members-only; a visibility its kind may not choose is a 400', async () => {
    const created = await post(w.society, w.societyOwner.token, jobForm({ title: 'Treasurer', visibility: 'members', salary: null, locations: [], remote: true }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const job = created.body['job'] as { uniqueId: string };
    expect((await call(api, 'GET', `/api/jobs/${job.uniqueId}`, w.societyMember.token)).status).toBe(200);
    expect((await call(api, 'GET', `/api/jobs/${job.uniqueId}`, w.uclStudent.token)).status).toBe(404);
    const before = await count();
    const refused = await post(w.society, w.societyOwner.token, jobForm({ visibility: 'own-university-students' }));
    expect(refused.status).toBe(400);
    expect((await post(w.society, w.societyOwner.token, jobForm({ visibility: '\u0000' }))).status).toBe(400);
    expect(await count()).toBe(before);
  });
});
