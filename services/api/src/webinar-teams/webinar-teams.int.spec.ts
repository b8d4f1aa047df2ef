import { rebuildProjections } from '@fast-track/shared/event-store/rebuild';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, eventForm, eventually } from '../events/testing/hosting-world.ts';
import { hostKindsWorld, type HostKindsWorld } from '../host-areas/testing/host-kinds-world.ts';
import { projections } from '../projections.ts';
import { password, registerCareerCenter, registerEmployer, workAddress, type Registered } from '../testing/audiences.ts';
import type { StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';

// Issue 13 on real Postgres: career center staff register named members of their team for upcoming webinars, list
// and cancel them. Roles, validation and hostile input (nothing written on a refusal), the limit per webinar,
// erasure with the registered person's account, and rebuild == live.

let testDb: TestDb;
let api: StudentApi;
let w: HostKindsWorld;
let employer: Registered;
let colleague: Registered;
let webinar: string;
let physical: string;
let past: string;
setUpStudentApi((started) => ({ testDb, api } = started));

const createEvent = async (token: string, host: string, form: Record<string, unknown>): Promise<string> => {
  const created = await call(api, 'POST', `/api/organisations/${host}/events`, token, { ...form, publish: true });
  if (created.status !== 201) throw new Error(`event answered ${created.status} ${JSON.stringify(created.body)}`);
  return (created.body['event'] as { uniqueId: string }).uniqueId;
};
const live = (title: string) =>
  eventForm({ title, type: 'Live Stream', virtualLink: 'https://meet.example.com/webinar', physicalLocation: null, visibility: 'everyone' });

beforeAll(async () => {
  w = await hostKindsWorld(testDb.db, api);
  employer = await registerEmployer(api, workAddress('vera'));
  webinar = await createEvent(w.uclStaff.token, w.uclCenter, live('Careers Services Quarterly'));
  physical = await createEvent(w.uclStaff.token, w.uclCenter, eventForm({ title: 'Fair in person', visibility: 'everyone' }));
  past = await createEvent(w.uclStaff.token, w.uclCenter, live('Started already'));
  // Time has passed for this one: it started an hour ago.
  await testDb.db.query(`UPDATE event_list SET starts_at = now() - interval '1 hour' WHERE event_id = $1`, [past]);
  // A second member of Oxford's career center, for the erasure test (same university, joins the same team).
  colleague = await registerCareerCenter(api, `carl.${Date.now()}@careers.ox.ac.uk`);
}, 60_000);

const count = async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
const base = (org = w.oxfordCenter) => `/api/organisations/${org}/webinars`;
const register = (body: unknown, event = webinar, token = w.oxfordStaff.token, org = w.oxfordCenter) => call(api, 'POST', `${base(org)}/${event}/registrations`, token, body);
const list = async (token = w.oxfordStaff.token, org = w.oxfordCenter) => call(api, 'GET', base(org), token);

describe('team webinar registrations', () => {
  let first: string;

  it('lists the upcoming webinars (online, for everyone, not started) and no registrations yet', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    const ids = (answer.body['webinars'] as { eventId: string }[]).map((x) => x.eventId);
    expect(ids).toContain(webinar);
    expect(ids).not.toContain(physical);
    expect(ids).not.toContain(past);
    expect(answer.body['registrations']).toEqual([]);
    expect(answer.body['limitPerWebinar']).toBe(10);
  });

  it('registers a named team member and lists them', async () => {
    const added = await register({ name: '  Dana Scully ', email: 'Dana.Scully@careers.ox.ac.uk' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    first = (added.body['registration'] as { registrationId: string }).registrationId;
    const answer = await list();
    expect(answer.body['registrations']).toEqual([expect.objectContaining({ registrationId: first, eventId: webinar, name: 'Dana Scully', email: 'Dana.Scully@careers.ox.ac.uk' })]);
    // The registered address is told, in the registering staff member's language, with the webinar's page.
    const mail = await eventually(async () => {
      const [found] = await api.mailbox('Dana.Scully@careers.ox.ac.uk');
      if (!found) throw new Error('no mail yet');
      return found;
    });
    expect(mail.subject).toBe('You are registered for a webinar');
    expect(mail.text).toContain('Careers Services Quarterly');
    expect(mail.text).toMatch(/\/event\/\S+/);
    // Another career center sees none of them.
    expect((await list(w.uclStaff.token, w.uclCenter)).body['registrations']).toEqual([]);
  });

  it('refuses the same address twice for one webinar (any case), writing nothing', async () => {
    const before = await count();
    const again = await register({ name: 'Dana again', email: 'dana.scully@CAREERS.ox.ac.uk' });
    expect(again.status).toBe(409);
    expect(again.body['code']).toBe('ALREADY_REGISTERED');
    expect(await count()).toBe(before);
  });

  it('refuses bad, hostile and oversized bodies with a 400 and writes nothing', async () => {
    const before = await count();
    const bodies: unknown[] = [
      {},
      { name: '', email: 'a@b.example' },
      { name: 'A', email: 'not an address' },
      { name: 'Nul\u0000Byte', email: 'nul@example.com' },
      { name: 'Lone \uD800 surrogate', email: 'lone@example.com' },
      { name: 'A', email: 'x\uDC00@example.com' },
      { name: 42, email: 'n@example.com' },
      { name: ['A'], email: 'n@example.com' },
      { name: 'A', email: null },
      { name: 'A'.repeat(101), email: 'long@example.com' },
      { name: 'A', email: 'b@example.com', extra: true },
      'just a string',
      [1, 2],
    ];
    for (const body of bodies) {
      const answer = await register(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const huge = await register({ name: 'A'.repeat(1024 * 1024), email: 'huge@example.com' });
    expect([400, 413]).toContain(huge.status);
    expect(await count()).toBe(before);
  });

  it('refuses an unknown event, a non-webinar and a started webinar, writing nothing', async () => {
    const before = await count();
    const body = { name: 'Fox Mulder', email: 'fox@careers.ox.ac.uk' };
    expect((await register(body, '00000000-0000-4000-8000-000000000001')).status).toBe(404);
    expect((await register(body, 'not-an-id')).status).toBe(404);
    expect((await register(body, physical)).status).toBe(404);
    const started = await register(body, past);
    expect(started.status).toBe(409);
    expect(started.body['code']).toBe('WEBINAR_CLOSED');
    expect(await count()).toBe(before);
  });

  it('is for the career center staff only: a student, an employer, another career center and a visitor are refused', async () => {
    const before = await count();
    const body = { name: 'Eve', email: 'eve@example.com' };
    for (const token of [w.oxfordStudent.token, employer.token, w.uclStaff.token, w.societyOwner.token]) {
      expect((await list(token)).status).toBe(403);
      expect((await register(body, webinar, token)).status).toBe(403);
      expect((await call(api, 'POST', `${base()}/registrations/${first}/cancel`, token, {})).status).toBe(403);
    }
    expect((await call(api, 'GET', base())).status).toBe(401);
    expect((await call(api, 'POST', `${base()}/${webinar}/registrations`, undefined, body)).status).toBe(401);
    expect((await call(api, 'POST', `${base()}/registrations/${first}/cancel`, undefined, {})).status).toBe(401);
    // UCL's staff cancelling Oxford's registration through their own center: not found.
    expect((await call(api, 'POST', `${base(w.uclCenter)}/registrations/${first}/cancel`, w.uclStaff.token, {})).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('allows at most 10 people of one team per webinar', async () => {
    for (let i = 2; i <= 10; i++) expect((await register({ name: `Member ${i}`, email: `member${i}@careers.ox.ac.uk` })).status).toBe(201);
    const before = await count();
    const eleventh = await register({ name: 'Member 11', email: 'member11@careers.ox.ac.uk' });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body['code']).toBe('TEAM_LIMIT');
    expect(await count()).toBe(before);
    // Another career center has its own ten.
    expect((await register({ name: 'Member 11', email: 'member11@careers.ox.ac.uk' }, webinar, w.uclStaff.token, w.uclCenter)).status).toBe(201);
  });

  it('cancels one registration: it leaves the list, its name and address are deleted, and the place is free again', async () => {
    const cancelled = await call(api, 'POST', `${base()}/registrations/${first}/cancel`, w.oxfordStaff.token, {});
    expect(cancelled.status).toBe(200);
    const ids = ((await list()).body['registrations'] as { registrationId: string }[]).map((r) => r.registrationId);
    expect(ids).not.toContain(first);
    expect(ids).toHaveLength(9);
    expect((await testDb.db.query('SELECT 1 FROM webinar_team_contacts WHERE registration_id = $1', [first])).rows).toHaveLength(0);
    expect((await call(api, 'POST', `${base()}/registrations/${first}/cancel`, w.oxfordStaff.token, {})).status).toBe(404);
    expect((await call(api, 'POST', `${base()}/registrations/not-an-id/cancel`, w.oxfordStaff.token, {})).status).toBe(404);
    // The same address may be registered again after cancelling.
    expect((await register({ name: 'Dana Scully', email: 'dana.scully@careers.ox.ac.uk' })).status).toBe(201);
  });

  it('erases the registrations made for a deleted account address, and rebuilding the read table equals the live one', async () => {
    // The colleague's own address is registered (by Oxford's first staff member) — then they delete their account.
    const colleagueEmail = (await testDb.db.query<{ email: string }>('SELECT email FROM account_identities WHERE account_id = $1', [colleague.uniqueId])).rows[0]!.email;
    await call(api, 'POST', `${base()}/registrations/${((await list()).body['registrations'] as { registrationId: string }[])[0]!.registrationId}/cancel`, w.oxfordStaff.token, {});
    const added = await register({ name: 'Carl Colleague', email: colleagueEmail });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const deleted = await call(api, 'POST', '/api/account/delete', colleague.token, { password });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const emails = ((await list()).body['registrations'] as { email: string }[]).map((r) => r.email);
    expect(emails).not.toContain(colleagueEmail);
    expect((await testDb.db.query('SELECT 1 FROM webinar_team_contacts WHERE email_key = $1', [colleagueEmail.toLowerCase()])).rows).toHaveLength(0);
    const types = (await testDb.db.query<{ type: string }>(`SELECT DISTINCT type FROM events WHERE stream_id LIKE 'webinar-team-%'`)).rows.map((r) => r.type);
    expect(types.sort()).toEqual(['WebinarTeamMemberRegistered', 'WebinarTeamRegistrationCancelled']);
    // The log holds ids only: neither a name nor an address of a team member.
    const logged = (await testDb.db.query<{ data: string }>(`SELECT data::text AS data FROM events WHERE stream_id LIKE 'webinar-team-%'`)).rows.map((r) => r.data).join('\n');
    expect(logged).not.toMatch(/@|Scully|Member/);

    const snapshot = async () => (await testDb.db.query('SELECT * FROM webinar_team_registrations ORDER BY registration_id')).rows;
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(5);
    await rebuildProjections(testDb.db, { inline: projections.inline.filter((p) => p.name === 'webinar-team-registrations'), async: [] });
    expect(await snapshot()).toEqual(before);
  });
});
