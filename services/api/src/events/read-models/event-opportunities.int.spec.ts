import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDemoOpportunities } from '../../demo/demo-opportunities.ts';
import { jobForm, postJob } from '../../jobs/testing/job-fixtures.ts';
import { opportunityDecider, opportunityStreamId } from '../../opportunities/index.ts';
import { projections } from '../../projections.ts';
import { bearer, registerStudent, uniqueAddress, type StudentApi } from '../../testing/student-api.ts';
import { setUpStudentApi } from '../../testing/student-api-suite.ts';
import { call, eventForm, hostingWorld, type HostingWorld } from '../testing/hosting-world.ts';

// A host may give an event one of the spec's tracks (issue 11); the dashboard's Opportunities (GET
// /api/get/percentage) then list the track's real open jobs and upcoming published events first, and the demo's
// entries only for tracks without any.

let testDb: TestDb;
let api: StudentApi;
let world: HostingWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-eventopps-3d9' });

let student: string;
beforeAll(async () => {
  for (const command of buildDemoOpportunities(new Date('2026-03-01T10:00:00Z'))) {
    await handleCommand(testDb.db, opportunityStreamId(command.data.details.opportunityId), opportunityDecider, command, { projections: projections.inline });
  }
  world = await hostingWorld(testDb.db, api);
  student = await registerStudent(api, uniqueAddress('tara'), { selected2: [{ id: 'Start-Up' }, { id: 'MBA Track' }] });
});

interface Opportunity {
  trackId: string;
  title: string;
  imageUrl: string;
  chip: { color: string; text: string };
  link?: string;
}
const opportunities = async (track: string) =>
  ((await (await api.get('/api/get/percentage', bearer(student))).json()) as { oppor: Opportunity[] }).oppor.filter((o) => o.trackId === track);
const eventsPath = () => `/api/organisations/${world.companyId}/events`;
const create = (form: Record<string, unknown>, publish = true) => call(api, 'POST', eventsPath(), world.owner.token, { ...form, publish });
const eventCount = async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);

describe('an event’s track', () => {
  it('must be one of the spec’s tracks; anything else is a 400 naming the field, nothing written', async () => {
    const before = await eventCount();
    for (const track of ['Astrology', 'finance', 42, '']) {
      const res = await create(eventForm({ track }));
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body['errors'])).toContain('track');
    }
    expect(await eventCount()).toBe(before);
  });

  it('is kept by the editor: none by default, the chosen one after a save', async () => {
    const plain = await create(eventForm({ title: 'No Track Evening' }));
    expect(plain.status).toBe(201);
    expect(plain.body['event']).toMatchObject({ track: null });
    const tracked = await create(eventForm({ title: 'Founders Breakfast', track: 'Start-Up' }), false);
    expect(tracked.body['event']).toMatchObject({ track: 'Start-Up', status: 'draft' });
  });
});

describe('the dashboard’s Opportunities', () => {
  it('list upcoming published events of the student’s track, before any demo entry, with their page’s link', async () => {
    const demo = await opportunities('Start-Up');
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.every((o) => !o.link)).toBe(true);

    const later = await create(eventForm({ title: 'Pitch Night', track: 'Start-Up', physicalLocation: null, type: 'Live Stream', virtualLink: 'https://meet.example.com/pitch' }, 20));
    const soon = await create(eventForm({ title: 'Founders Lunch', track: 'Start-Up' }, 5));
    // Neither a draft, nor another track's event, nor a cancelled one.
    await create(eventForm({ title: 'Draft Idea', track: 'Start-Up' }), false);
    await create(eventForm({ title: 'Finance Fair', track: 'Finance' }));
    const cancelled = await create(eventForm({ title: 'Called Off', track: 'Start-Up' }));
    const cancelledId = (cancelled.body['event'] as { uniqueId: string }).uniqueId;
    expect((await call(api, 'POST', `${eventsPath()}/${cancelledId}/cancel`, world.owner.token, {}, { 'if-match': '"1"' })).status).toBe(200);

    const listed = await opportunities('Start-Up');
    const linkOf = (created: typeof soon) => `/event/${encodeURIComponent((created.body['event'] as { link: string }).link)}`;
    expect(listed.map((o) => o.link)).toEqual([linkOf(soon), linkOf(later)]);
    expect(listed[0]).toMatchObject({ title: 'Founders Lunch · Kestrel Partners', chip: { color: 'blue', text: 'Event' } });
    // The other track keeps its demo entries.
    expect((await opportunities('MBA Track')).length).toBeGreaterThan(0);
  });

  it('list the track’s open jobs first, then its events', async () => {
    const job = await postJob(api, world.owner.token, world.companyId, jobForm({ title: 'MBA Associate', track: 'MBA Track' }));
    const event = await create(eventForm({ title: 'MBA Admissions Talk', track: 'MBA Track' }));
    const listed = await opportunities('MBA Track');
    expect(listed.map((o) => o.link)).toEqual([`/jobs/${job.uniqueId}`, `/event/${encodeURIComponent((event.body['event'] as { link: string }).link)}`]);
  });

  it('follow the host’s edits: an event whose track is taken away leaves them', async () => {
    const created = await create(eventForm({ title: 'Startup Clinic', track: 'Start-Up' }, 3));
    const { uniqueId, link } = created.body['event'] as { uniqueId: string; link: string };
    expect((await opportunities('Start-Up')).map((o) => o.link)).toContain(`/event/${encodeURIComponent(link)}`);
    const edited = await call(api, 'POST', `${eventsPath()}/${uniqueId}/edit`, world.owner.token, eventForm({ title: 'Startup Clinic', track: null }, 3), { 'if-match': '"1"' });
    expect(edited.status).toBe(200);
    expect(edited.body['event']).toMatchObject({ track: null });
    expect((await opportunities('Start-Up')).map((o) => o.link)).not.toContain(`/event/${encodeURIComponent(link)}`);
  });
});
