import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, eventForm, eventually, hostingWorld, type HostingWorld } from '../events/testing/hosting-world.ts';
import { readMailbox } from '../mail/index.ts';
import { bearer, registerStudent, uniqueAddress, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { eventReminderLeadMs, reminderKinds, sendReminders } from './index.ts';

// The day-before reminder (issue 23 part 6) on real Postgres: sent once per attending student — also when two sweeps
// run at once, as two replicas would — in the student's language with the event's .ics, never to a student who turned
// reminders off, left, or only asked to attend, never for a cancelled or past event. And the attendance confirmation
// carries the same .ics, the instant one (no approval) too, once per student and event.

let testDb: TestDb;
let api: StudentApi;
let world: HostingWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-reminders-5t' });

beforeAll(async () => {
  world = await hostingWorld(testDb.db, api);
});

const hourMs = 3_600_000;
const deps = () => ({ db: testDb.db, mail: api.mail, publicUrl: 'http://localhost:8080' });

async function publishedEvent(title: string, overrides: Record<string, unknown> = {}): Promise<{ uniqueId: string; startMs: number; etag: string }> {
  const created = await call(api, 'POST', `/api/organisations/${world.companyId}/events`, world.owner.token, { ...eventForm({ title, ...overrides }), publish: true });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const event = created.body['event'] as { uniqueId: string };
  const row = await testDb.db.query<{ starts_at: Date }>('SELECT starts_at FROM event_list WHERE event_id = $1', [event.uniqueId]);
  return { uniqueId: event.uniqueId, startMs: new Date(row.rows[0]!.starts_at).getTime(), etag: created.etag ?? '' };
}

async function student(name: string, lng?: string): Promise<{ address: string; token: string }> {
  const address = uniqueAddress(name);
  const token = await registerStudent(api, address);
  if (lng) expect((await api.post('/api/account/settings/language', { lng }, bearer(token))).status).toBe(200);
  return { address, token };
}

const attend = async (token: string, eventId: string) => (await call(api, 'POST', '/api/event/apply', token, { eventId })).body;
const remindersTo = async (address: string) => {
  await api.mail.onIdle();
  // The reminders alone: the attendance confirmations carry the .ics too.
  return (await readMailbox(testDb.db, address)).filter((m) => /^(Reminder|Erinnerung):/.test(m.subject));
};

describe('the day-before event reminder', () => {
  it('reaches each attending student exactly once, in their language, with the .ics, even from two sweeps at once', async () => {
    const event = await publishedEvent('Valuation Evening');
    const [anna, jonas] = [await student('anna'), await student('jonas', 'de')];
    for (const s of [anna, jonas]) expect(await attend(s.token, event.uniqueId)).toEqual({ msg: 'added' });

    // 25 hours before: nobody is due yet.
    expect(await sendReminders(deps(), reminderKinds, event.startMs - 25 * hourMs)).toBe(0);
    // 23 hours before, two replicas sweep at the same moment: one mail each, all told.
    const at = event.startMs - 23 * hourMs;
    const [first, second] = await Promise.all([sendReminders(deps(), reminderKinds, at), sendReminders(deps(), reminderKinds, at)]);
    expect(first + second).toBe(2);
    // Later sweeps (a restart, the next tick) send nothing more.
    await sendReminders(deps(), reminderKinds, at + hourMs);
    const claims = await testDb.db.query(`SELECT count(*)::int AS n FROM reminders_sent WHERE kind = 'event-day-before' AND subject_id = $1`, [event.uniqueId]);
    expect(claims.rows[0]).toEqual({ n: 2 });

    const [toAnna] = [await remindersTo(anna.address)];
    expect(toAnna).toHaveLength(1);
    expect(toAnna[0]?.subject).toBe('Reminder: your event starts soon');
    expect(toAnna[0]?.text).toContain('Valuation Evening starts');
    expect(toAnna[0]?.attachments).toEqual([{ filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: expect.any(String) as string }]);
    const ics = toAnna[0]?.attachments[0]?.content ?? '';
    expect(ics).toContain(`UID:${event.uniqueId}@fast-track`);
    expect(ics).toContain('SUMMARY:Valuation Evening');
    expect(ics).toContain('LOCATION:1 Canada Square\\, London');
    const toJonas = await remindersTo(jonas.address);
    expect(toJonas.map((m) => m.subject)).toEqual(['Erinnerung: Deine Veranstaltung beginnt bald']);
    expect(toJonas[0]?.text).toMatch(/Valuation Evening beginnt am \w+, \d+\. \w+ um \d\d:\d\d/);
  });

  it('is not sent to a student who turned event reminders off, left, or only asked; nor for a cancelled or past event', async () => {
    const event = await publishedEvent('Deal Clinic');
    const quiet = await student('quiet');
    const leaver = await student('leaver');
    for (const s of [quiet, leaver]) await attend(s.token, event.uniqueId);
    expect((await call(api, 'PUT', '/api/student/reminder-settings', quiet.token, { eventReminders: false })).body).toEqual({ eventReminders: false, deadlineReminders: true });
    expect((await call(api, 'GET', '/api/student/reminder-settings', quiet.token)).body).toEqual({ eventReminders: false, deadlineReminders: true });
    expect(await attend(leaver.token, event.uniqueId)).toEqual({ msg: 'removed' });

    const asking = await student('asking');
    const dinner = await publishedEvent('Closed Dinner', { approval: true });
    expect(await attend(asking.token, dinner.uniqueId)).toEqual({ msg: 'requested' });

    const cancelledFan = await student('cancelled');
    const cancelled = await publishedEvent('Cancelled Talk');
    await attend(cancelledFan.token, cancelled.uniqueId);
    expect((await call(api, 'POST', `/api/organisations/${world.companyId}/events/${cancelled.uniqueId}/cancel`, world.owner.token, { reason: 'Speaker ill' }, { 'if-match': cancelled.etag })).status).toBe(200);

    for (const e of [event, dinner, cancelled]) await sendReminders(deps(), reminderKinds, e.startMs - 2 * hourMs);
    // After the start: too late for a reminder.
    const lateFan = await student('late');
    const started = await publishedEvent('Started Workshop', { date: new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10) });
    await attend(lateFan.token, started.uniqueId);
    await sendReminders(deps(), reminderKinds, started.startMs + 60_000);
    for (const s of [quiet, leaver, asking, cancelledFan, lateFan]) expect(await remindersTo(s.address), s.address).toEqual([]);

    // Turned on again before the event: the next sweep reminds them.
    await call(api, 'PUT', '/api/student/reminder-settings', quiet.token, { eventReminders: true });
    await sendReminders(deps(), reminderKinds, event.startMs - hourMs);
    expect(await remindersTo(quiet.address)).toHaveLength(1);
  });

  it('keeps the settings to students and refuses bad input with nothing written', async () => {
    const s = await student('settings');
    expect((await call(api, 'GET', '/api/student/reminder-settings', s.token)).body).toEqual({ eventReminders: true, deadlineReminders: true });
    expect((await call(api, 'GET', '/api/student/reminder-settings', world.owner.token)).status).toBe(403);
    expect((await call(api, 'PUT', '/api/student/reminder-settings', undefined, { eventReminders: false })).status).toBe(401);
    for (const bad of [{ eventReminders: 'no' }, { eventReminders: false, extra: 1 }, {}, 'x'.repeat(20_000)]) {
      const r = await call(api, 'PUT', '/api/student/reminder-settings', s.token, bad);
      expect(r.status, JSON.stringify(bad).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
    const written = await testDb.db.query(`SELECT count(*)::int AS n FROM events WHERE type = 'ReminderSettingsChanged' AND data->>'accountId' = (SELECT account_id::text FROM account_identities WHERE email = $1)`, [s.address]);
    expect(written.rows[0]).toEqual({ n: 0 });
  });

  it('goes with the account: its claims and its setting are erased', async () => {
    const event = await publishedEvent('Erasure Evening');
    const s = await student('erased');
    await attend(s.token, event.uniqueId);
    await call(api, 'PUT', '/api/student/reminder-settings', s.token, { eventReminders: true });
    await call(api, 'PUT', '/api/student/reminder-settings', s.token, { eventReminders: false });
    await call(api, 'PUT', '/api/student/reminder-settings', s.token, { eventReminders: true });
    await sendReminders(deps(), reminderKinds, event.startMs - eventReminderLeadMs + hourMs);
    const accountId = (await testDb.db.query<{ id: string }>('SELECT account_id::text AS id FROM account_identities WHERE email = $1', [s.address])).rows[0]?.id;
    expect((await testDb.db.query('SELECT 1 FROM reminders_sent WHERE account_id = $1', [accountId])).rows).toHaveLength(1);
    expect((await api.post('/api/account/delete', { password: 'correct horse battery' }, bearer(s.token))).status).toBe(200);
    expect((await testDb.db.query('SELECT 1 FROM reminders_sent WHERE account_id = $1', [accountId])).rows).toEqual([]);
    expect((await testDb.db.query('SELECT 1 FROM reminder_settings WHERE account_id = $1', [accountId])).rows).toEqual([]);
  });
});

describe('the attendance confirmation', () => {
  it('carries the event’s .ics when the host approves the request', async () => {
    const dinner = await publishedEvent('Partners Dinner', { approval: true });
    const s = await student('confirmed');
    expect(await attend(s.token, dinner.uniqueId)).toEqual({ msg: 'requested' });
    const userId = ((await (await api.get('/api/account/me', bearer(s.token))).json()) as { account: { uniqueId: string } }).account.uniqueId;
    expect((await call(api, 'POST', '/api/event/requests/decide', world.owner.token, { eventId: dinner.uniqueId, userId, decision: 'approve' })).body).toEqual({ msg: 'approved' });
    const confirmation = await eventually(async () => {
      await api.mail.onIdle();
      const found = (await readMailbox(testDb.db, s.address)).find((m) => m.subject === 'Your place at an event is confirmed');
      if (!found) throw new Error(`no confirmation among ${(await readMailbox(testDb.db, s.address)).map((m) => m.subject).join(' | ')}`);
      return found;
    });
    expect(confirmation.text).toContain('The event is attached as a calendar file (.ics).');
    expect(confirmation.attachments.map((a) => a.filename)).toEqual(['event.ics']);
    expect(confirmation.attachments[0]?.content).toContain(`UID:${dinner.uniqueId}@fast-track`);
  });

  it('goes once, with the .ics, to a student who joins an event that needs no approval — not again after leaving and rejoining', async () => {
    const talk = await publishedEvent('Open Markets Talk');
    const s = await student('joiner', 'de');
    const confirmations = async () => {
      await api.mail.onIdle();
      return (await readMailbox(testDb.db, s.address)).filter((m) => m.subject === 'Du nimmst an einer Veranstaltung teil');
    };
    expect(await attend(s.token, talk.uniqueId)).toEqual({ msg: 'added' });
    const [mail] = await eventually(async () => {
      const found = await confirmations();
      if (found.length === 0) throw new Error('no confirmation yet');
      return found;
    });
    expect(mail?.text).toContain('Du nimmst an Open Markets Talk teil.');
    expect(mail?.attachments.map((a) => a.filename)).toEqual(['event.ics']);
    expect(mail?.attachments[0]?.content).toContain(`UID:${talk.uniqueId}@fast-track`);
    expect(await attend(s.token, talk.uniqueId)).toEqual({ msg: 'removed' });
    expect(await attend(s.token, talk.uniqueId)).toEqual({ msg: 'added' });
    expect(await confirmations()).toHaveLength(1);
  });
});
