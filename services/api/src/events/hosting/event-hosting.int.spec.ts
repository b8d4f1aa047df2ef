import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerCareerCenter, registerEmployer, workAddress } from '../../testing/audiences.ts';
import { registerStudent, uniqueAddress, type StudentApi } from '../../testing/student-api.ts';
import { setUpStudentApi } from '../../testing/student-api-suite.ts';
import { call, eventForm, hostingWorld, type HostingWorld } from '../testing/hosting-world.ts';

// Events authored by their host (issue 11) on real Postgres: validation with an error per field and nothing written,
// who may call what, pending companies, and two members editing one event (If-Match).

let testDb: TestDb;
let api: StudentApi;
let world: HostingWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-hosting-4f2' });
beforeAll(async () => {
  world = await hostingWorld(testDb.db, api);
});

const eventsOf = (companyId: string) => `/api/organisations/${companyId}/events`;
const count = async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
const create = (form: Record<string, unknown>, publish = true, token = world.owner.token, companyId = world.companyId) =>
  call(api, 'POST', eventsOf(companyId), token, { ...form, publish });
const errorPaths = (body: Record<string, unknown>) => ((body['errors'] as { path: string }[] | undefined) ?? []).map((e) => e.path);

describe('create: validation', () => {
  it('publishes a valid event: 201, the editor view with its ETag, and the public page', async () => {
    const created = await create(eventForm({ description: '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:x">x</a>' }));
    expect(created.status).toBe(201);
    expect(created.etag).toBe('"1"');
    const event = created.body['event'] as Record<string, unknown>;
    expect(event).toMatchObject({ status: 'published', version: 1, title: 'Spring Insight Day', startTime: '09:30', endTime: '16:00', timezone: 'Europe/London' });
    // Sanitised on the server: what is stored is already harmless.
    expect(event['description']).toBe('<p>Hi</p><a target="_blank" rel="noopener noreferrer nofollow">x</a>');
    const page = await call(api, 'POST', '/api/get/event/no', undefined, { link: event['link'] });
    expect(page.body).toMatchObject({ msg: 'success', event: { title: 'Spring Insight Day', type: 'Physical Event', timezone: 'Europe/London' } });
  });

  it('answers every wrong field at once, with its own message, and writes nothing', async () => {
    const before = await count();
    const bad = eventForm({
      title: 'x',
      img: 'https://elsewhere.example.com/cover.png',
      date: '2026-02-30',
      startTime: '25:00',
      endTime: '10:00',
      timezone: 'Mars/Olympus_Mons',
      physicalLocation: { label: '', lat: 91, lng: 0, placeId: 'not a place id' },
      schoolYear: ['Year of the dragon'],
      relevantCourses: ['Economics', 'Economics'],
    });
    const refused = await create(bad);
    expect(refused.status).toBe(400);
    expect(refused.body['code']).toBe('VALIDATION');
    expect(errorPaths(refused.body)).toEqual(
      expect.arrayContaining(['title', 'img', 'date', 'startTime', 'timezone', 'physicalLocation.label', 'physicalLocation', 'physicalLocation.placeId', 'schoolYear', 'relevantCourses']),
    );
    expect(await count()).toBe(before);
  });

  it.each([
    ['an end before the start', { startTime: '16:00', endTime: '09:00' }, 'endTime'],
    ['a day in the past', { date: '2020-01-01' }, 'endTime'],
    ['a time zone in the wrong case', { timezone: 'europe/london' }, 'timezone'],
    ['a Live Stream without a link', { type: 'Live Stream', physicalLocation: null }, 'virtualLink'],
    ['a link that is not https', { type: 'Live Stream', physicalLocation: null, virtualLink: 'http://meet.example.com/x' }, 'virtualLink'],
    ['a Physical Event without a place', { physicalLocation: null }, 'physicalLocation'],
    ['a description over 20,000 characters', { description: `<p>${'a'.repeat(20_001)}</p>` }, 'description'],
  ])('refuses %s (400 naming the field, nothing written)', async (_case, overrides, path) => {
    const before = await count();
    const refused = await create(eventForm(overrides));
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(errorPaths(refused.body)).toContain(path);
    expect(await count()).toBe(before);
  });

  it('refuses hostile strings, wrong types and a 1 MB body with a 4xx, writing nothing', async () => {
    const before = await count();
    for (const overrides of [
      { title: 'Spring\u0000Day' },
      { title: 'Spring \ud800 Day' },
      { description: '\udc00<p>x</p>' },
      { title: 42 },
      { approval: 'yes' },
      { schoolYear: 'Final year' },
      { physicalLocation: { label: 'London', lat: '51.5', lng: 0, placeId: '' } },
      { type: 'Party' },
    ]) {
      const refused = await create(eventForm(overrides));
      expect(refused.status, JSON.stringify(overrides)).toBe(400);
    }
    expect((await create(eventForm({ description: 'a'.repeat(1024 * 1024) }))).status).toBe(413);
    expect((await call(api, 'POST', eventsOf(world.companyId), world.owner.token, '[]')).status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('roles', () => {
  it('only members of the company: signed-out 401, students, career centers and other companies 403', async () => {
    const student = await registerStudent(api, uniqueAddress('eve'));
    const careerCenter = await registerCareerCenter(api);
    const outsider = await registerEmployer(api, workAddress('otto'));
    const before = await count();
    expect((await create(eventForm(), true, '')).status).toBe(401);
    for (const token of [student, careerCenter.token, outsider.token, world.pendingOwner.token]) {
      const refused = await create(eventForm(), true, token);
      expect(refused.status).toBe(403);
      expect(refused.body['code']).toBe('NOT_A_MEMBER');
      expect((await call(api, 'GET', eventsOf(world.companyId), token)).status).toBe(403);
    }
    expect(await count()).toBe(before);
  });

  it('finds another company’s event nowhere but its own company (404 through any other)', async () => {
    const created = await create(eventForm());
    const eventId = (created.body['event'] as { uniqueId: string }).uniqueId;
    const other = `/api/organisations/${world.pendingCompanyId}/events/${eventId}`;
    expect((await call(api, 'GET', other, world.pendingOwner.token)).status).toBe(404);
    expect((await call(api, 'POST', `${other}/cancel`, world.pendingOwner.token, {}, { 'if-match': '"1"' })).status).toBe(404);
    expect((await call(api, 'GET', `${eventsOf(world.companyId)}/not-an-id`, world.owner.token)).status).toBe(404);
  });

  it('lets a pending company save drafts but publish nothing, until an admin approves it', async () => {
    const token = world.pendingOwner.token;
    const refused = await create(eventForm(), true, token, world.pendingCompanyId);
    expect(refused).toMatchObject({ status: 403, body: { code: 'COMPANY_NOT_APPROVED' } });
    const draft = await create(eventForm({ title: 'Pending Open Day' }), false, token, world.pendingCompanyId);
    expect(draft.status).toBe(201);
    const { uniqueId, link } = draft.body['event'] as { uniqueId: string; link: string };
    const path = `${eventsOf(world.pendingCompanyId)}/${uniqueId}`;
    expect((await call(api, 'POST', `${path}/publish`, token, {}, { 'if-match': '"1"' })).body['code']).toBe('COMPANY_NOT_APPROVED');
    expect((await call(api, 'POST', '/api/get/event/no', undefined, { link })).body).toEqual({ msg: 'No event' });
    const list = await call(api, 'GET', eventsOf(world.pendingCompanyId), token);
    expect(list.body['events']).toEqual([expect.objectContaining({ uniqueId, status: 'draft', phase: 'draft' })]);
    expect((await api.post(`/api/admin/organisations/${world.pendingCompanyId}/approve`, {}, { authorization: `Bearer ${world.admin}` })).status).toBe(200);
    const published = await call(api, 'POST', `${path}/publish`, token, {}, { 'if-match': '"1"' });
    expect(published).toMatchObject({ status: 200, etag: '"2"', body: { event: { status: 'published' } } });
    expect((await call(api, 'POST', '/api/get/event/no', undefined, { link })).body['msg']).toBe('success');
  });
});

describe('two members editing one event', () => {
  it('the second edit on a stale version gets 412 and loses nothing; no If-Match is 428', async () => {
    const created = await create(eventForm({ title: 'Markets Evening' }));
    const { uniqueId } = created.body['event'] as { uniqueId: string };
    const path = `${eventsOf(world.companyId)}/${uniqueId}`;
    const [mine, theirs] = await Promise.all([call(api, 'GET', path, world.owner.token), call(api, 'GET', path, world.colleague.token)]);
    expect(mine.etag).toBe('"1"');
    expect(theirs.etag).toBe('"1"');
    const first = await call(api, 'POST', `${path}/edit`, world.owner.token, eventForm({ title: 'Markets Evening (moved)', startTime: '10:00' }), { 'if-match': mine.etag! });
    expect(first).toMatchObject({ status: 200, etag: '"2"' });
    const second = await call(api, 'POST', `${path}/edit`, world.colleague.token, eventForm({ title: 'Markets Evening', approval: true }), { 'if-match': theirs.etag! });
    expect(second).toMatchObject({ status: 412, body: { code: 'PRECONDITION_FAILED' } });
    expect((await call(api, 'POST', `${path}/edit`, world.colleague.token, eventForm())).status).toBe(428);
    expect((await call(api, 'POST', `${path}/edit`, world.colleague.token, eventForm(), { 'if-match': 'yesterday' })).status).toBe(412);
    const now = await call(api, 'GET', path, world.colleague.token);
    expect(now).toMatchObject({ etag: '"2"', body: { event: { title: 'Markets Evening (moved)', startTime: '10:00', approval: false } } });
  });

  it('of concurrent edits on one version exactly one is saved', async () => {
    const created = await create(eventForm({ title: 'Case Workshop' }));
    const { uniqueId } = created.body['event'] as { uniqueId: string };
    const path = `${eventsOf(world.companyId)}/${uniqueId}/edit`;
    const answers = await Promise.all(
      ['Case Workshop A', 'Case Workshop B', 'Case Workshop C', 'Case Workshop D'].map((title, i) =>
        call(api, 'POST', path, i % 2 ? world.owner.token : world.colleague.token, eventForm({ title }), { 'if-match': '"1"' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412, 412, 412]);
    const edits = await testDb.db.query(`SELECT 1 FROM events WHERE stream_id = $1 AND type = 'EventEdited'`, [`event-${uniqueId}`]);
    expect(edits.rows).toHaveLength(1);
  });

  it('an edit that changes nothing keeps the version; an edit of a cancelled event is refused', async () => {
    const created = await create(eventForm({ title: 'Alumni Breakfast' }));
    const { uniqueId } = created.body['event'] as { uniqueId: string };
    const path = `${eventsOf(world.companyId)}/${uniqueId}`;
    const same = await call(api, 'POST', `${path}/edit`, world.owner.token, eventForm({ title: 'Alumni Breakfast' }), { 'if-match': '"1"' });
    const edits = await testDb.db.query(`SELECT data->'changed' AS changed FROM events WHERE stream_id = $1 AND type = 'EventEdited'`, [`event-${uniqueId}`]);
    expect(edits.rows).toEqual([]);
    expect(same.etag).toBe('"1"');
    expect((await call(api, 'POST', `${path}/cancel`, world.owner.token, { reason: 'Venue closed' }, { 'if-match': '"1"' })).etag).toBe('"2"');
    const refused = await call(api, 'POST', `${path}/edit`, world.owner.token, eventForm({ title: 'Alumni Lunch' }), { 'if-match': '"2"' });
    expect(refused).toMatchObject({ status: 409, body: { code: 'EVENT_CANCELLED' } });
  });
});

describe('the company’s list', () => {
  it('shows drafts, upcoming and cancelled events with their counts, soonest first', async () => {
    const list = await call(api, 'GET', eventsOf(world.companyId), world.colleague.token);
    expect(list.status).toBe(200);
    const events = list.body['events'] as { phase: string; attending: number; pending: number; questions: number; startTime: string }[];
    expect(new Set(events.map((e) => e.phase))).toEqual(new Set(['upcoming', 'cancelled']));
    expect(events.every((e) => e.attending === 0 && e.pending === 0 && e.questions === 0)).toBe(true);
    expect(events.map((e) => e.startTime)).toEqual([...events.map((e) => e.startTime)].sort());
  });
});
