import { createHash, randomUUID } from 'node:crypto';
import { rebuildProjections } from '@fast-track/shared/event-store/rebuild';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { describe, expect, it } from 'vitest';
import { projections } from '../projections.ts';
import { emailHash } from './email-hash.ts';
import { bearer, latestOtp, registerStudent, testSecret, uniqueAddress, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { call, eventForm, hostingWorld } from '../events/testing/hosting-world.ts';
import { challengeForm, publishedChallenge, send } from '../challenges/testing/challenge-fixtures.ts';
import { postJob } from '../jobs/testing/job-fixtures.ts';

let testDb: TestDb;
let api: StudentApi;

setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-erasure-7k2' });

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

/** Every row of every table in the test's schema, as text, plus the event log's data and metadata. */
async function everyRowAsText(): Promise<string[]> {
  const { db } = testDb;
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE'`,
    [db.schema],
  );
  expect(tables.rows.map((t) => t.table_name)).toEqual(expect.arrayContaining(['events', 'account_identities', 'dev_outbox']));
  const texts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = await db.query<{ row: string }>(`SELECT t::text AS row FROM "${table_name}" t`);
    texts.push(...rows.rows.map((r) => `${table_name}: ${r.row}`));
  }
  const events = await db.query<{ d: string }>(`SELECT data::text || ' ' || metadata::text AS d FROM events`);
  texts.push(...events.rows.map((r) => `events.data: ${r.d}`));
  return texts;
}

describe('POST /api/student/account/delete', () => {
  it('needs a token and the password', async () => {
    const token = await registerStudent(api, uniqueAddress());
    expect((await api.post('/api/student/account/delete', { password: 'correct horse battery' })).status).toBe(401);
    expect(await json(await api.post('/api/student/account/delete', { password: 'wrong password' }, bearer(token)))).toEqual({
      msg: 'wrongpass',
    });
    expect((await api.get('/api/student/me', bearer(token))).status).toBe(200);
  });

  it('erases every trace of the address and the names, while the log and the read tables stay consistent', async () => {
    const bystander = uniqueAddress('bystander');
    await registerStudent(api, bystander);

    const address = uniqueAddress('zofia.wisniewska');
    const hash = emailHash(testSecret, address);
    // The mail slice's sent log keys rows by an unkeyed digest of the recipient: that must go too.
    const mailDigest = createHash('sha256').update(address).digest('base64url');
    const token = await registerStudent(api, address, { firstName: 'Zofia', LastName: 'Wiśniewska-Erasable', invite: 'inv-zofia' });
    await api.post('/api/student/settings/profile', { firstName: 'Zosia', LastName: 'Wiśniewska-Erasable' }, bearer(token));
    const other = (await json(await api.post('/api/student/login', { email: address, password: 'correct horse battery' }))).token as string;
    await api.post('/api/student/password/forgot', { email: address });
    expect(await api.mailbox(address)).toHaveLength(2);
    const before = (await everyRowAsText()).filter((row) => row.includes(address) || row.includes(hash) || row.includes(mailDigest));
    expect(before.length).toBeGreaterThan(0);

    expect(await json(await api.post('/api/student/account/delete', { password: 'correct horse battery' }, bearer(token)))).toEqual({
      msg: 'success',
    });

    const traces = (await everyRowAsText()).filter((row) =>
      [address, address.split('@')[0]!, hash, mailDigest, 'Zofia', 'Zosia', 'Erasable', 'inv-zofia'].some((needle) => row.includes(needle)),
    );
    expect(traces).toEqual([]);
    for (const t of [token, other]) expect((await api.get('/api/student/me', bearer(t))).status).toBe(401);
    expect(await json(await api.post('/api/student/login', { email: address, password: 'correct horse battery' }))).toEqual({
      msg: 'notreg',
    });
    expect(await api.mailbox(address)).toEqual([]);

    // The log still tells the story, by id only.
    const types = await testDb.db.query<{ type: string }>(
      `SELECT type FROM events WHERE stream_id IN (SELECT stream_id FROM events WHERE type = 'AccountDeleted') ORDER BY stream_position`,
    );
    expect(types.rows.map((r) => r.type)).toEqual(['AccountRegistered', 'AccountRenamed', 'AccountDeleted']);

    // Replaying the log rebuilds the same read tables, and the bystander is untouched.
    const snapshot = async () =>
      (
        await testDb.db.query<{ row: string }>(
          `SELECT 'students ' || s::text AS row FROM students s UNION ALL SELECT 'accounts ' || a::text FROM accounts a ORDER BY row`,
        )
      ).rows.map((r) => r.row);
    const live = await snapshot();
    await rebuildProjections(testDb.db, projections);
    expect(await snapshot()).toEqual(live);
    expect(await json(await api.post('/api/student/login', { email: bystander, password: 'correct horse battery' }))).toMatchObject({
      msg: 'success',
    });

    // The address is free again: it can register afresh (throttle windows were forgotten too).
    expect(await json(await api.post('/api/student/otp/new', { EmailAddress: address }))).toEqual({ msg: 'success' });
    expect(await latestOtp(api, address)).toMatch(/^\d{4}$/);
  });

  it('leaves no trace of a person who took part (id, address, names, texts) in any table or the log, and a rebuild agrees', async () => {
    const world = await hostingWorld(testDb.db, api);
    const publish = async (form: Record<string, unknown>) => {
      const created = await call(api, 'POST', `/api/organisations/${world.companyId}/events`, world.owner.token, { ...eventForm(form), publish: true });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body['event'] as { uniqueId: string; link: string };
    };
    const { uniqueId: openEvent, link: openLink } = await publish({ title: 'Erasure Open Day' });
    const { uniqueId: approvalEvent } = await publish({ title: 'Erasure Closed Day', approval: true });

    const bystanderToken = await registerStudent(api, uniqueAddress('bystander'), { firstName: 'Bea', LastName: 'Bystander' });
    const address = uniqueAddress('halina.nowak');
    const token = await registerStudent(api, address, { firstName: 'Halina', LastName: 'Nowak-Erasable', selected2: [{ id: 'Finance' }] });
    const onboarded = await api.post('/api/student/onboarding', { firstName: 'Halina', LastName: 'Nowak-Erasable', yearOfStudy: 'finalYear', selectedItem: [{ id: 'Finance' }] }, bearer(token));
    expect(onboarded.status).toBe(200);
    const personId = ((await json(await api.get('/api/student/me', bearer(token))))['user'] as { _id: string })._id;
    const bystanderId = ((await json(await api.get('/api/student/me', bearer(bystanderToken))))['user'] as { _id: string })._id;
    const hosting = `/api/organisations/${world.companyId}/events`;

    // The person attends one event, waits for approval of another, asks, upvotes, and is upvoted.
    const apply = async (who: string, eventId: string) => (await json(await api.post('/api/event/apply', { eventId }, bearer(who))))['msg'];
    expect(await apply(token, openEvent)).toBe('added');
    expect(await apply(token, approvalEvent)).toBe('requested');
    expect(await apply(bystanderToken, openEvent)).toBe('added');
    const ask = async (who: string, question: string) =>
      ((await json(await api.post('/api/event/post/question', { eventId: openEvent, question }, bearer(who))))['newQuestion'] as { uniqueId: string }).uniqueId;
    const personQuestion = await ask(token, 'Halinas secret question about erasure?');
    const bystanderQuestion = await ask(bystanderToken, 'What does a first year analyst do?');
    for (const [who, questionId] of [[token, personQuestion], [token, bystanderQuestion], [bystanderToken, personQuestion]] as const) {
      expect((await api.post('/api/event/upvote', { eventId: openEvent, questionId, upvoted: true, userId: 'ignored' }, bearer(who))).status).toBe(200);
    }
    // A conversation with the host company, with a message of the person's.
    await api.post('/api/student/messaging-settings', { whoMayStart: 'approved_employers' }, bearer(token));
    const opened = await call(api, 'POST', `/api/organisations/${world.companyId}/messages/conversations`, world.owner.token, { to: { type: 'student', id: personId } });
    const conversationId = (opened.body['conversation'] as { conversationId: string }).conversationId;
    const sent = await call(api, 'POST', `/api/messages/conversations/${conversationId}/messages`, token, { clientMessageId: randomUUID(), text: 'Halinas private message text' });
    expect(sent.status, JSON.stringify(sent.body)).toBeLessThan(300);
    // Skills in the talent pool, and a company's note on the person in a short-list.
    expect((await call(api, 'PUT', '/api/student/settings/talent', token, { visibility: 'everyone', skills: ['Halinaskill modelling'] })).status).toBe(200);
    const shortList = await call(api, 'POST', `/api/organisations/${world.companyId}/short-lists`, world.owner.token, { name: 'Spring hires' });
    const listId = (shortList.body['list'] as { uniqueId: string }).uniqueId;
    const noted = await call(api, 'PUT', `/api/organisations/${world.companyId}/short-lists/${listId}/entries/${personId}`, world.owner.token, { note: 'Halinanote: strong modeller' });
    expect(noted.status, JSON.stringify(noted.body)).toBeLessThan(300);
    // A challenge attempt with a written answer (the person's own words, on their attempt stream).
    const challengeId = await publishedChallenge(api, world, challengeForm(api.clock.now));
    expect((await send(api, 'POST', `/api/challenges/${challengeId}/attempt`, token)).status).toBe(201);
    const memo = await send(api, 'PUT', `/api/challenges/${challengeId}/attempt/answers/memo`, token, { answer: { text: 'Halinas written memo on cash flows' } });
    expect(memo.status, memo.text).toBeLessThan(300);

    // An application with an interview, for which the person asked for another time in words of their own.
    const job = await postJob(api, world.owner.token, world.companyId);
    const applied = await call(api, 'POST', `/api/jobs/${job.uniqueId}/apply`, token, { coverNote: 'Hello' });
    const applicationId = (applied.body['application'] as { applicationId: string }).applicationId;
    const slots = [{ start: new Date(api.clock.now + 2 * 86_400_000).toISOString(), minutes: 30 }];
    expect((await call(api, 'POST', `/api/organisations/${world.companyId}/jobs/${job.uniqueId}/applications/${applicationId}/interview`, world.owner.token, { timeZone: 'UTC', slots })).status).toBe(201);
    expect((await call(api, 'POST', `/api/jobs/${job.uniqueId}/interview/new-time`, token, { message: 'Halinas interview reason' })).status).toBe(200);

    const needles = [personId, address, address.split('@')[0]!, 'Halina', 'Nowak-Erasable', 'Halinas secret question', 'Halinas private message', 'Halinas written memo', 'Halinaskill', 'Halinanote', 'Halinas interview reason'];
    const tracesOf = async () => (await everyRowAsText()).filter((row) => needles.some((needle) => row.includes(needle)));
    const before = await tracesOf();
    for (const needle of needles) expect(before.some((row) => row.includes(needle)), needle).toBe(true);

    expect(await json(await api.post('/api/student/account/delete', { password: 'correct horse battery' }, bearer(token)))).toEqual({ msg: 'success' });
    expect(await tracesOf()).toEqual([]);

    // The host's lists: the person no longer attends nor waits; the question shows as a deleted account's, without
    // its text, and keeps its votes; the bystander's question keeps the person's (now anonymous) vote.
    const attendance = async (eventId: string) => (await call(api, 'GET', `${hosting}/${eventId}/attendance`, world.owner.token)).body;
    const open = await attendance(openEvent);
    expect((open['participants'] as { uniqueId: string }[]).map((p) => p.uniqueId)).toEqual([bystanderId]);
    expect((await attendance(approvalEvent))['requests']).toEqual([]);
    expect(open['questions']).toEqual([
      expect.objectContaining({ uniqueId: personQuestion, text: '', erased: true, upvotes: 2 }),
      expect.objectContaining({ uniqueId: bystanderQuestion, text: 'What does a first year analyst do?', upvotes: 1 }),
    ]);
    const page = JSON.stringify(await json(await api.post('/api/get/event/no', { link: openLink })));
    expect(page).toContain(bystanderId);
    expect(page).not.toContain(personId);

    // Every inline read table rebuilt from the (redacted) log equals the live one: nobody comes back. (The rebuild
    // empties the async tables for their runner, which this API does not start.)
    const tables = projections.inline.flatMap((p) => p.tables);
    const snapshot = async () => {
      const rows: string[] = [];
      for (const table of tables) rows.push(...(await testDb.db.query<{ row: string }>(`SELECT '${table} ' || t::text AS row FROM ${table} t ORDER BY 1`)).rows.map((r) => r.row));
      return rows.sort();
    };
    const live = await snapshot();
    await rebuildProjections(testDb.db, projections);
    expect(await snapshot()).toEqual(live);
    expect(await tracesOf()).toEqual([]);
  });
});
