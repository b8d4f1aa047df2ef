import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerStudent, uniqueAddress, type StudentApi } from '../../testing/student-api.ts';
import { setUpStudentApi } from '../../testing/student-api-suite.ts';
import { call, eventForm, eventually, hostingWorld, type HostingWorld } from '../testing/hosting-world.ts';
import { checkInLimits } from './check-in.routes.ts';

// Issue 26 part 8 through the real routes: an address-only place, a capacity with its waitlist (a freed place goes
// to the first in line, with a mail in their language), tickets, check-in by code or list, the attendance CSV.

let testDb: TestDb;
let api: StudentApi;
let world: HostingWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-checkin-3a9' });
beforeAll(async () => {
  world = await hostingWorld(testDb.db, api);
});

const base = () => `/api/organisations/${world.companyId}/events`;
type Created = { uniqueId: string; link: string };
async function publish(overrides: Record<string, unknown> = {}): Promise<Created> {
  const created = await call(api, 'POST', base(), world.owner.token, { ...eventForm(overrides), publish: true });
  if (created.status !== 201) throw new Error(`create answered ${created.status} ${JSON.stringify(created.body)}`);
  return created.body['event'] as Created;
}
const apply = async (eventId: string, token: string) => (await call(api, 'POST', '/api/event/apply', token, { eventId })).body['msg'];
const ticket = (eventId: string, token: string) => call(api, 'POST', '/api/event/ticket', token, { eventId });
const checkIn = (eventId: string, body: unknown, token = world.owner.token) => call(api, 'POST', `${base()}/${eventId}/check-in`, token, body);
const attendance = async (eventId: string) => (await call(api, 'GET', `${base()}/${eventId}/attendance`, world.owner.token)).body as {
  participants: { uniqueId: string; checkedInAt: string | null }[];
  waitlist: { uniqueId: string }[];
};
const idOf = async (token: string) => ((await call(api, 'GET', '/api/account/me', token)).body as { account: { uniqueId: string } }).account.uniqueId;

describe('capacity, waitlist, tickets and check-in', () => {
  it('publishes a Physical Event with only an address (no coordinates, no map place id)', async () => {
    const event = await publish({ physicalLocation: { label: 'Marienplatz 8, 80331 München', lat: null, lng: null, placeId: '' } });
    const page = await call(api, 'POST', '/api/get/event/no', undefined, { link: event.link });
    expect(JSON.parse((page.body['event'] as { physicalLocation: string }).physicalLocation)).toEqual({ label: 'Marienplatz 8, 80331 München', lat: null, lng: null, placeId: '' });
  });

  it('fills the places, then the waitlist; a freed place goes to the first in line, mailed in their language', async () => {
    const event = await publish({ capacity: 1 });
    const anna = await registerStudent(api, uniqueAddress('anna'));
    const ben = await registerStudent(api, uniqueAddress('ben'));
    const cleo = await registerStudent(api, uniqueAddress('cleo'));
    const benAddress = uniqueAddress('ben-de');
    const benDe = await registerStudent(api, benAddress);
    await api.post('/api/account/settings/language', { lng: 'de' }, bearer(benDe));
    expect(await apply(event.uniqueId, anna)).toBe('added');
    expect(await apply(event.uniqueId, benDe)).toBe('waitlisted');
    expect(await apply(event.uniqueId, ben)).toBe('waitlisted');
    expect(await apply(event.uniqueId, cleo)).toBe('waitlisted');
    expect(await apply(event.uniqueId, cleo)).toBe('left-waitlist');
    const before = await attendance(event.uniqueId);
    expect(before.waitlist.map((w) => w.uniqueId)).toEqual([await idOf(benDe), await idOf(ben)]);
    // The host's list counts them beside who attends, from the same attendance rows.
    const listed = (await call(api, 'GET', base(), world.owner.token)).body['events'] as { uniqueId: string; attending: number; waiting: number }[];
    expect(listed.find((e) => e.uniqueId === event.uniqueId)).toMatchObject({ attending: 1, waiting: 2 });
    const detail = await call(api, 'POST', '/api/get/event/no', benDe, { link: event.link });
    expect(detail.body['event']).toMatchObject({ capacity: 1, attendance: 'waiting' });

    expect(await apply(event.uniqueId, anna)).toBe('removed');
    const after = await attendance(event.uniqueId);
    expect(after.participants.map((p) => p.uniqueId)).toEqual([await idOf(benDe)]);
    expect(after.waitlist.map((w) => w.uniqueId)).toEqual([await idOf(ben)]);
    const mail = await eventually(async () => {
      const found = (await api.mailbox(benAddress)).find((m) => m.subject === 'Ein Platz bei einer Veranstaltung ist frei geworden – für dich');
      if (!found) throw new Error('no promotion mail yet');
      return found;
    });
    expect(mail.text).toContain('Warteliste');
    // Anna comes back: the place is taken and Ben waits before her.
    expect(await apply(event.uniqueId, anna)).toBe('waitlisted');
  });

  it('gives the place of a student who deletes their account to the first on the waitlist, mailed at once', async () => {
    const event = await publish({ capacity: 1 });
    const leaving = await registerStudent(api, uniqueAddress('gone'));
    const nextAddress = uniqueAddress('next');
    const next = await registerStudent(api, nextAddress);
    expect(await apply(event.uniqueId, leaving)).toBe('added');
    expect(await apply(event.uniqueId, next)).toBe('waitlisted');
    const deleted = await call(api, 'POST', '/api/student/account/delete', leaving, { password: 'correct horse battery' });
    expect(deleted.status).toBe(200);
    expect((await attendance(event.uniqueId)).participants.map((p) => p.uniqueId)).toEqual([await idOf(next)]);
    // The deletion hands the promotion mail to the queue once it commits, as every other promotion does: this app
    // runs no redrive, so the mail is in the outbox only if the erasure path handed it over itself.
    const promoted = (await api.mailbox(nextAddress)).filter((m) => m.subject === 'A place at an event is yours');
    expect(promoted).toHaveLength(1);
    expect(promoted[0]!.text).toContain('you were first on the waitlist');
  });

  it('gives an attending student one ticket; the host checks them in by its code once, at this event only', async () => {
    const event = await publish();
    const other = await publish({ title: 'Another Insight Day' });
    const student = await registerStudent(api, uniqueAddress('dora'));
    const outsider = await registerStudent(api, uniqueAddress('emil'));
    expect((await ticket(event.uniqueId, student)).body).toMatchObject({ code: 'NOT_ATTENDING' });
    expect(await apply(event.uniqueId, student)).toBe('added');
    await apply(other.uniqueId, outsider);
    const first = await ticket(event.uniqueId, student);
    const code = (first.body['ticket'] as { code: string }).code;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(((await ticket(event.uniqueId, student)).body['ticket'] as { code: string }).code).toBe(code);

    // Another event of the same host does not know the code; nor does another company's member.
    expect((await checkIn(other.uniqueId, { code })).status).toBe(404);
    expect((await checkIn(event.uniqueId, { code }, world.pendingOwner.token)).status).toBe(403);
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const done = await checkIn(event.uniqueId, { code: typed });
    expect(done).toMatchObject({ status: 200, body: { msg: 'checked-in', attendee: { uniqueId: await idOf(student) } } });
    expect((await checkIn(event.uniqueId, { code })).body['msg']).toBe('already');
    const facts = await testDb.db.query<{ by: string }>(`SELECT data->>'by' AS by FROM events WHERE type = 'AttendeeCheckedIn' AND data->>'eventId' = $1`, [event.uniqueId]);
    expect(facts.rows).toEqual([{ by: 'code' }]);
    expect(((await ticket(event.uniqueId, student)).body['ticket'] as { checkedInAt: string | null }).checkedInAt).not.toBeNull();

    // From the list, by the student's id; the CSV says who came.
    const late = await registerStudent(api, uniqueAddress('fritz'));
    await apply(event.uniqueId, late);
    expect((await checkIn(event.uniqueId, { userId: await idOf(late) })).body['msg']).toBe('checked-in');
    expect((await checkIn(event.uniqueId, { userId: await idOf(outsider) })).status).toBe(404);
    const csv = await fetch(`${api.url}${base()}/${event.uniqueId}/attendance.csv`, { headers: bearer(world.owner.token) });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(rows[0]).toBe('First name,Last name,University,Status,Checked in,Checked in at');
    expect(rows.slice(1).map((r) => r.split(',').slice(-3, -1))).toEqual([
      ['attending', 'yes'],
      ['attending', 'yes'],
    ]);
  });

  it('bounds guessing: wrong codes run out per host and event (429 with Retry-After), nothing written', async () => {
    const event = await publish();
    const factsBefore = Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
    const wrong = (i: number) => `WRNG${'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[i % 32]}${'ABCDEFGH'[Math.floor(i / 32) % 8]}ZZ`;
    for (let i = 0; i < checkInLimits.perHost; i++) expect((await checkIn(event.uniqueId, { code: wrong(i) })).status).toBe(404);
    const refused = await fetch(`${api.url}${base()}/${event.uniqueId}/check-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(world.owner.token) },
      body: JSON.stringify({ code: 'ABCDEFGH' }),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // A colleague at the same door still has their own allowance (the event's is larger).
    expect((await checkIn(event.uniqueId, { code: 'ABCDEFGH' }, world.colleague.token)).status).toBe(404);
    expect(Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n)).toBe(factsBefore);
  });
});
