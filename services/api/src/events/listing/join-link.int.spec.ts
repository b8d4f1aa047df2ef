import { randomUUID } from 'node:crypto';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDetails, registerHost, publish, uuidFor } from '../../testing/api-fixture.ts';
import { JOIN_LINK_OPENS_BEFORE_START_MS } from './join-link.ts';
import { signIn, startParticipationApi, type ParticipationApi } from '../testing/participation-api.ts';

// The join link of an online event goes to attending students only, and only from JOIN_LINK_OPENS_BEFORE_START_MS
// before the start (docs/events.md § Join link). The API's clock is moved around the opening instant;
// every answer that must not carry the link is checked as raw text, so no field anywhere may hold it.

const minute = 60_000;
const startsAt = Date.now() + 3 * 60 * minute;
const opensAt = startsAt - JOIN_LINK_OPENS_BEFORE_START_MS;
const link = (n: number) => `https://meet.example.com/join-${n}-secret`;
const online = eventDetails(uuidFor(401), startsAt, { virtualLink: link(401) });
const approvalOnline = eventDetails(uuidFor(402), startsAt, { virtualLink: link(402), approval: true });
const physical = eventDetails(uuidFor(403), startsAt, {
  type: 'Physical Event',
  virtualLink: null,
  physicalLocation: { label: 'Bahnhofstrasse 45, Zürich', lat: 47.37, lng: 8.54, placeId: '' },
});

let testDb: TestDb;
let api: ParticipationApi;
let clock = Date.now();
const [attendee, bystander, requester, leaver] = Array.from({ length: 4 }, () => randomUUID()) as [string, string, string, string];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  testDb = await openTestDb();
  const { db } = testDb;
  await registerHost(db);
  for (const details of [online, approvalOnline, physical]) await publish(db, details);
  api = await startParticipationApi(db, { now: () => clock });
  for (const id of [attendee, bystander, requester, leaver]) tokens[id] = await signIn(db, id);
  const apply = async (eventId: string, who: string, msg: string) =>
    expect((await api.call('/api/event/apply', { eventId }, tokens[who])).body).toEqual({ msg });
  await apply(online.eventId, attendee, 'added');
  await apply(online.eventId, leaver, 'added');
  await apply(online.eventId, leaver, 'removed');
  await apply(approvalOnline.eventId, requester, 'requested');
});

afterAll(async () => {
  await api?.close();
  await testDb.dispose();
});

/** The detail answer as text (what a client could read) and parsed. */
async function detail(eventLink: string, who?: string) {
  const res = await fetch(`${api.url}/api/get/event/no`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}) },
    body: JSON.stringify({ link: eventLink }),
  });
  const text = await res.text();
  const body = JSON.parse(text) as { event: Record<string, unknown>; similar: Record<string, unknown>[] };
  return { text, event: body.event, similar: body.similar, cacheControl: res.headers.get('cache-control') };
}

describe('the join link of an online event', () => {
  it('is never in the public list, whoever asks and whenever', async () => {
    clock = startsAt;
    const res = await api.call('/api/getEvents/no', { page: 1, limit: 50 });
    const events = res.body['events'] as Record<string, unknown>[];
    expect(events.map((e) => e['online'])).toEqual([true, true, false]);
    expect(JSON.stringify(res.body)).not.toContain('meet.example.com');
  });

  it('tells everyone that the event is online and when the link appears, but not the link', async () => {
    clock = opensAt - minute;
    const { text, event } = await detail(online.link);
    expect(event).toMatchObject({ online: true, joinOpensAt: new Date(opensAt).toISOString() });
    expect(text).not.toContain('meet.example.com');
  });

  it('is withheld from an attending student before the window opens', async () => {
    clock = opensAt - 1;
    const { text, event } = await detail(online.link, attendee);
    expect(event['attendance']).toBe('attending');
    expect(event['virtualLink']).toBeUndefined();
    expect(text).not.toContain('meet.example.com');
  });

  it('goes to an attending student from the opening instant on, in a private answer', async () => {
    for (const at of [opensAt, startsAt - minute, startsAt + 30 * minute]) {
      clock = at;
      const { event, similar, cacheControl } = await detail(online.link, attendee);
      expect(event).toMatchObject({ attendance: 'attending', virtualLink: link(401), joinOpensAt: new Date(opensAt).toISOString() });
      expect(cacheControl).toContain('no-store');
      // Other events in the same answer keep theirs.
      expect(JSON.stringify(similar)).not.toContain('meet.example.com');
    }
  });

  it('is withheld inside the window from visitors, other students, a pending request and a student who left', async () => {
    clock = startsAt - minute;
    for (const [eventLink, who] of [
      [online.link, undefined],
      [online.link, bystander],
      [online.link, leaver],
      [approvalOnline.link, requester],
      [approvalOnline.link, attendee],
    ] as const) {
      const { text, event } = await detail(eventLink, who);
      expect(event['virtualLink'], `${eventLink} as ${who ?? 'visitor'}`).toBeUndefined();
      expect(text).not.toContain('meet.example.com');
    }
  });

  it('goes to a student once they attend inside the window, and no longer once they leave', async () => {
    clock = startsAt - 5 * minute;
    expect((await detail(online.link, bystander)).event['virtualLink']).toBeUndefined();
    expect((await api.call('/api/event/apply', { eventId: online.eventId }, tokens[bystander])).body).toEqual({ msg: 'added' });
    expect((await detail(online.link, bystander)).event['virtualLink']).toBe(link(401));
    expect((await api.call('/api/event/apply', { eventId: online.eventId }, tokens[bystander])).body).toEqual({ msg: 'removed' });
    expect((await detail(online.link, bystander)).event['virtualLink']).toBeUndefined();
  });

  it('does not exist for a physical event: no link, no opening time', async () => {
    clock = startsAt - minute;
    expect((await api.call('/api/event/apply', { eventId: physical.eventId }, tokens[attendee])).body).toEqual({ msg: 'added' });
    const { event } = await detail(physical.link, attendee);
    expect(event).toMatchObject({ online: false, attendance: 'attending' });
    expect(event).not.toHaveProperty('joinOpensAt');
    expect(event).not.toHaveProperty('virtualLink');
  });
});
