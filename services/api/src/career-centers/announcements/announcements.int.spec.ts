import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../events/testing/hosting-world.ts';
import { studentAt } from '../../host-areas/testing/host-kinds-world.ts';
import { oxford, registerCareerCenter, type Registered } from '../../testing/audiences.ts';
import { testSecret, ucl, type StudentApi } from '../../testing/student-api.ts';
import { setUpStudentApi } from '../../testing/student-api-suite.ts';
import { deliverAnnouncements } from './announcement-delivery.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

// Issue 26 part 4 on real Postgres, through the mail outbox: staff write to their university's students, each
// student reads the text in their language (else the center's first), at most one mail a day (the rest wait for a
// digest), with a link that unsubscribes; students of other universities never get it.

let api: StudentApi;
setUpStudentApi((started) => ({ api } = started));

let staff: Registered;
let center: string;
let otherStaff: Registered;
let anna: Registered; // Finance, reads German
let ben: Registered; // Consulting, reads Polish: the center wrote no Polish, so the first text (German)
let cleo: Registered; // Finance, reads English
let outsider: Registered; // UCL: another university

const en = { lng: 'en', subject: 'Career fair on Friday', body: 'Come to the main hall.\n\nBring your CV.' };
const de = { lng: 'de', subject: 'Karrieremesse am Freitag', body: 'Komm in die Aula.\n\nBring deinen Lebenslauf mit.' };
const addressOf = async (student: Registered) =>
  (await api.db.query<{ email: string }>('SELECT email FROM account_identities WHERE account_id = $1', [student.uniqueId])).rows[0]!.email;
const mails = async (student: Registered) => api.mailbox(await addressOf(student));
const eventCount = async () => Number((await api.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
const send = (body: unknown, token = staff.token) => call(api, 'POST', `/api/organisations/${center}/announcements`, token, body);
const sweep = () => deliverAnnouncements({ db: api.db, mail: api.mail, secret: testSecret }, api.clock.now);

beforeAll(async () => {
  staff = await registerCareerCenter(api, `ines.${Date.now()}@careers.ox.ac.uk`, oxford);
  center = staff.body['organisationId'] as string;
  otherStaff = await registerCareerCenter(api, `olli.${Date.now()}@ucl.ac.uk`, ucl);
  anna = await studentAt(api, oxford, 'ox.ac.uk', ['Finance']);
  ben = await studentAt(api, oxford, 'ox.ac.uk', ['Consulting']);
  cleo = await studentAt(api, oxford, 'ox.ac.uk', ['Finance']);
  outsider = await studentAt(api, ucl, 'ucl.ac.uk', ['Finance']);
  for (const [student, lng] of [[anna, 'de'], [ben, 'pl'], [cleo, 'en'], [outsider, 'de']] as const) {
    expect((await call(api, 'POST', '/api/account/settings/language', student.token, { lng })).status).toBe(200);
  }
});

describe('career center announcements', () => {
  it('reach the university’s students in their language (else the center’s first), never another university’s', async () => {
    const sent = await send({ texts: [de, en] });
    expect(sent.status).toBe(201);
    expect(sent.body['announcement']).toMatchObject({ recipients: 3, audience: { yearOfStudy: null, track: null } });
    const [toAnna] = await mails(anna);
    expect(toAnna?.subject).toBe(de.subject);
    expect(toAnna?.text).toContain('Bring deinen Lebenslauf mit.');
    expect(toAnna?.text).toContain('/announcements/unsubscribe/');
    expect((await mails(ben))[0]?.subject).toBe(de.subject);
    expect((await mails(cleo))[0]?.subject).toBe(en.subject);
    expect((await mails(outsider)).filter((m) => m.subject === de.subject || m.subject === en.subject)).toEqual([]);
    const list = await call(api, 'GET', `/api/organisations/${center}/announcements`, staff.token);
    expect(list.body['announcements']).toEqual([expect.objectContaining({ recipients: 3, texts: [de, en], sentBy: expect.any(String) as string })]);
  });

  it('send at most one mail a day: later announcements wait and go out together as the next day’s digest', async () => {
    const before = (await mails(anna)).length;
    const second = await send({ texts: [{ ...en, subject: 'Mock interviews' }], audience: { track: 'Finance' } });
    expect(second.body['announcement']).toMatchObject({ recipients: 2, audience: { yearOfStudy: null, track: 'Finance' } });
    await send({ texts: [{ ...en, subject: 'Alumni evening' }] });
    expect(await sweep()).toBe(0);
    expect((await mails(anna)).length).toBe(before);
    api.clock.advance(24 * 60 * 60_000 + 1);
    expect(await sweep()).toBe(3);
    const [digest] = await mails(anna);
    expect(digest?.text).toContain('Mock interviews');
    expect(digest?.text).toContain('Alumni evening');
    expect((await mails(anna)).length).toBe(before + 1);
    // Ben is not in Finance: only the alumni evening waited for him, so it goes as itself.
    expect((await mails(ben))[0]?.subject).toBe('Alumni evening');
    // Nothing twice.
    api.clock.advance(24 * 60 * 60_000 + 1);
    expect(await sweep()).toBe(0);
  });

  it('unsubscribe by the mail’s link (safe to use again); the student resubscribes in settings', async () => {
    const link = /\/announcements\/unsubscribe\/(\S+)/.exec((await mails(cleo))[0]!.text)?.[1];
    expect(link).toBe(unsubscribeToken(testSecret, cleo.uniqueId));
    const events = await eventCount();
    expect((await call(api, 'POST', '/api/announcements/unsubscribe', undefined, { token: link })).status).toBe(200);
    expect(await eventCount()).toBe(events + 1);
    expect((await call(api, 'POST', '/api/announcements/unsubscribe', undefined, { token: link })).body).toEqual({ msg: 'success', subscribed: false });
    expect(await eventCount()).toBe(events + 1);
    expect((await call(api, 'GET', '/api/student/announcements', cleo.token)).body).toEqual({ msg: 'success', subscribed: false });
    api.clock.advance(24 * 60 * 60_000 + 1);
    const sent = await send({ texts: [en] });
    expect(sent.body['announcement']).toMatchObject({ recipients: 2 });
    expect((await mails(cleo))[0]?.subject).not.toBe(en.subject);
    // A tampered or foreign token does nothing.
    for (const token of [`${cleo.uniqueId}.${'A'.repeat(43)}`, unsubscribeToken('another-secret-another-secret-another', cleo.uniqueId), 'x', `${cleo.uniqueId}.`]) {
      const refused = await call(api, 'POST', '/api/announcements/unsubscribe', undefined, { token });
      expect(refused.status, token).toBe(404);
    }
    expect(await eventCount()).toBe(events + 2);
    expect((await call(api, 'POST', '/api/student/announcements', cleo.token, { subscribed: true })).body).toEqual({ msg: 'success', subscribed: true });
    expect((await call(api, 'GET', '/api/student/announcements', cleo.token)).body).toEqual({ msg: 'success', subscribed: true });
  });

  it('is for the center’s staff only, and refuses an audience of nobody', async () => {
    const events = await eventCount();
    expect((await send({ texts: [en] }, otherStaff.token)).status).toBe(403);
    expect((await send({ texts: [en] }, anna.token)).status).toBe(403);
    expect((await call(api, 'POST', `/api/organisations/${center}/announcements`, undefined, { texts: [en] })).status).toBe(401);
    expect((await call(api, 'GET', `/api/organisations/${center}/announcements`, otherStaff.token)).status).toBe(403);
    expect((await call(api, 'GET', '/api/student/announcements', staff.token)).status).toBe(403);
    const nobody = await send({ texts: [en], audience: { track: 'MBA Track' } });
    expect(nobody.status).toBe(409);
    expect(nobody.body['code']).toBe('NO_RECIPIENTS');
    expect(await eventCount()).toBe(events);
    expect(Number((await api.db.query<{ n: string }>('SELECT count(*) AS n FROM cc_announcement_deliveries WHERE mailed_at IS NULL')).rows[0]!.n)).toBe(0);
  });

  it('answers hostile input with a 400 and writes nothing', async () => {
    const events = await eventCount();
    const bad: unknown[] = [
      { texts: [{ ...en, subject: 'a\u0000b' }] },
      { texts: [{ ...en, body: 'x\uD800y' }] },
      { texts: [{ ...en, body: 'x'.repeat(1_000_000) }] },
      { texts: [{ ...en, body: 'x'.repeat(5001) }] },
      { texts: [{ ...en, subject: '   ' }] },
      { texts: [en, { ...en }] },
      { texts: [en, de, { ...en, lng: 'fr' }] },
      { texts: [] },
      { texts: [{ ...en, lng: 'xx' }] },
      { texts: en },
      { texts: [en], audience: { track: 'Astrology' } },
      { texts: [en], audience: { yearOfStudy: 3 } },
      { texts: [en], extra: true },
      'not json',
    ];
    for (const body of bad) {
      const res = await send(body);
      expect([400, 413], JSON.stringify(body).slice(0, 80)).toContain(res.status);
    }
    for (const body of [{ token: 1 }, { token: 'x'.repeat(1_000_000) }, {}, { token: 'a\u0000' }]) {
      expect([400, 413]).toContain((await call(api, 'POST', '/api/announcements/unsubscribe', undefined, body)).status);
    }
    expect((await call(api, 'POST', '/api/student/announcements', anna.token, { subscribed: 'no' })).status).toBe(400);
    expect(await eventCount()).toBe(events);
  });
});
