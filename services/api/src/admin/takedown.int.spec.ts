import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, eventForm, eventually, hostingWorld, type HostingWorld } from '../events/testing/hosting-world.ts';
import { challengeForm, publishedChallenge } from '../challenges/testing/challenge-fixtures.ts';
import { jobForm, postJob } from '../jobs/testing/job-fixtures.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { bearer, registerStudent, uniqueAddress, type StudentApi } from '../testing/student-api.ts';

// Issue 26 part 6: an admin takes content down with a reason. The content leaves every student and public read at
// once, its owners are mailed in their language with the reason, and the takedown is a fact with the admin's id
// that the audit view shows. A second takedown, an unknown content and a caller who is not an admin change nothing.

let testDb: TestDb;
let api: StudentApi;
let world: HostingWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-takedown-7q' });

let event: { uniqueId: string; link: string };
let jobId: string;
let student: string;
let studentAddress: string;
let adminId: string;
let ownerEmail: string;
let colleagueEmail: string;
const emailOf = async (accountId: string) =>
  (await testDb.db.query<{ email: string }>('SELECT email FROM account_identities WHERE account_id = $1', [accountId])).rows[0]!.email;

beforeAll(async () => {
  world = await hostingWorld(testDb.db, api);
  const created = await call(api, 'POST', `/api/organisations/${world.companyId}/events`, world.owner.token, { ...eventForm({ title: 'Spring Insight Day' }), publish: true });
  if (created.status !== 201) throw new Error(`create answered ${created.status}`);
  event = created.body['event'] as typeof event;
  jobId = (await postJob(api, world.owner.token, world.companyId, jobForm())).uniqueId;
  studentAddress = uniqueAddress('sami');
  student = await registerStudent(api, studentAddress);
  adminId = ((await call(api, 'GET', '/api/account/me', world.admin)).body['account'] as { uniqueId: string }).uniqueId;
  ownerEmail = await emailOf(world.owner.uniqueId);
  colleagueEmail = await emailOf(world.colleague.uniqueId);
});

const listed = async (): Promise<string[]> => {
  const res = await api.post('/api/getEvents/no', { page: 1, limit: 50, ip: '' });
  return ((await res.json()) as { events: { uniqueId: string }[] }).events.map((e) => e.uniqueId);
};
const eventPage = async () => (await (await api.post('/api/get/event/no', { link: event.link })).json()) as { msg: string; questions?: { uniqueId: string }[] };
const takeDown = (body: unknown, token = world.admin) => call(api, 'POST', '/api/admin/takedowns', token, body);
const takedownFacts = async () => (await testDb.db.query(`SELECT stream_id FROM events WHERE type = 'ContentTakenDown'`)).rows.length;

describe('an admin takes content down', () => {
  it('takes an event down by its page address: gone from the list, its page and attendance; its host still sees it', async () => {
    const question = await call(api, 'POST', '/api/event/post/question', student, { eventId: event.uniqueId, question: 'Is there a dress code?' });
    expect(question.status).toBe(200);
    expect(await listed()).toContain(event.uniqueId);
    const sitemap = async () => (await api.get('/sitemap.xml')).text();
    expect(await sitemap()).toContain(`/event/${event.link}`);

    const res = await takeDown({ kind: 'event', ref: `https://fast-track.example/event/${event.link}?from=mail`, reason: 'Fake recruiter' });
    expect(res).toMatchObject({ status: 200, body: { msg: 'success', contentId: event.uniqueId, title: 'Spring Insight Day' } });

    await eventually(async () => expect(await listed()).not.toContain(event.uniqueId), 3000);
    expect(await eventPage()).toEqual({ msg: 'No event' });
    expect(await sitemap()).not.toContain(`/event/${event.link}`);
    expect((await call(api, 'POST', '/api/event/apply', student, { eventId: event.uniqueId })).status).toBe(404);
    expect((await call(api, 'GET', `/api/organisations/${world.companyId}/events/${event.uniqueId}`, world.owner.token)).status).toBe(200);
  });

  it('mails each owner of the host in their language with the reason, and the audit view shows the admin and the reason', async () => {
    const [mail] = await api.mailbox(ownerEmail);
    expect(mail?.subject).toBe('An administrator has taken down your content on Fast-Track');
    expect(mail?.text).toContain('Spring Insight Day');
    expect(mail?.text).toContain('Fake recruiter');
    // The colleague is a member, not an owner: not told.
    expect((await api.mailbox(colleagueEmail)).filter((m) => m.subject.includes('taken down'))).toEqual([]);

    const audit = await call(api, 'GET', '/api/admin/audit?kind=takedown', world.admin);
    expect((audit.body['actions'] as unknown[])[0]).toMatchObject({ adminId, kind: 'takedown', action: 'ContentTakenDown', subjectId: event.uniqueId, reason: 'Fake recruiter' });
  });

  it('refuses a second takedown of the same content with 409 TAKEN_DOWN, writing and mailing nothing', async () => {
    const facts = await takedownFacts();
    const mails = (await api.mailbox(ownerEmail)).length;
    const again = await takeDown({ kind: 'event', ref: event.uniqueId, reason: 'Again' });
    expect(again).toMatchObject({ status: 409, body: { code: 'TAKEN_DOWN' } });
    expect(await takedownFacts()).toBe(facts);
    expect((await api.mailbox(ownerEmail)).length).toBe(mails);
  });

  it('takes a job down by its id: its page answers 404 to students and the public, the company page leaves it out', async () => {
    const link = ((await call(api, 'GET', `/api/organisations/${world.companyId}/company/profile`, world.owner.token)).body['company'] as { link: string }).link;
    const companyPage = async () => (await call(api, 'GET', `/api/company/${link}`)).body as { events: { uniqueId: string }[]; jobs: { uniqueId: string }[] };
    expect((await companyPage()).jobs.map((j) => j.uniqueId)).toContain(jobId);
    expect((await api.get(`/api/jobs/${jobId}`)).status).toBe(200);
    expect((await takeDown({ kind: 'job', ref: jobId, reason: 'Misleading pay' })).status).toBe(200);
    expect((await api.get(`/api/jobs/${jobId}`)).status).toBe(404);
    expect((await api.get(`/api/jobs/${jobId}`, bearer(student))).status).toBe(404);
    // The company's public page lists neither the job nor the event taken down before.
    expect((await companyPage()).jobs.map((j) => j.uniqueId)).not.toContain(jobId);
    expect((await companyPage()).events.map((e) => e.uniqueId)).not.toContain(event.uniqueId);
  });

  it('takes a challenge down by its id: its page answers 404 and it cannot be started', async () => {
    const challengeId = await publishedChallenge(api, world, challengeForm(api.clock.now));
    expect((await api.get(`/api/challenges/${challengeId}`)).status).toBe(200);
    expect((await takeDown({ kind: 'challenge', ref: challengeId, reason: 'Copied from another firm' })).status).toBe(200);
    expect((await api.get(`/api/challenges/${challengeId}`)).status).toBe(404);
    expect((await api.get(`/api/challenges/${challengeId}`, bearer(student))).status).toBe(404);
  });

  it('takes a question down: it leaves the event page and its asker is told', async () => {
    const other = await call(api, 'POST', `/api/organisations/${world.companyId}/events`, world.owner.token, { ...eventForm({ title: 'Case Night' }), publish: true });
    const next = other.body['event'] as { uniqueId: string; link: string };
    const asked = await call(api, 'POST', '/api/event/post/question', student, { eventId: next.uniqueId, question: 'Rude words' });
    const questionId = (asked.body['newQuestion'] as { uniqueId: string }).uniqueId;
    expect((await takeDown({ kind: 'question', ref: questionId, reason: 'Insults' })).status).toBe(200);
    const page = (await (await api.post('/api/get/event/no', { link: next.link })).json()) as { event: { questions: { uniqueId: string }[] } };
    expect(page.event.questions.map((q) => q.uniqueId)).not.toContain(questionId);
    const asker = await call(api, 'POST', '/api/get/event/no', student, { link: next.link });
    expect((asker.body['event'] as { myQuestions: string[] }).myQuestions).not.toContain(questionId);
    expect((await api.mailbox(studentAddress)).some((m) => m.text.includes('Case Night') && m.text.includes('Insults'))).toBe(true);
  });

  it('takes a message down: both sides read it as removed, its words gone; the sender is told without the words', async () => {
    // Companies write first (docs/messaging.md); the student lets approved employers do so, then answers.
    expect((await call(api, 'POST', '/api/student/messaging-settings', student, { whoMayStart: 'approved_employers' })).status).toBe(200);
    const studentId = ((await call(api, 'GET', '/api/account/me', student)).body['account'] as { uniqueId: string }).uniqueId;
    const opened = await call(api, 'POST', `/api/organisations/${world.companyId}/messages/conversations`, world.owner.token, { to: { type: 'student', id: studentId } });
    expect(opened.status).toBeLessThan(300);
    const conversationId = (opened.body['conversation'] as { conversationId: string }).conversationId;
    const sent = await call(api, 'POST', `/api/messages/conversations/${conversationId}/messages`, student, {
      clientMessageId: '6f1c0a52-4d1e-4b7a-9b55-5b7f2a9e0c11',
      text: 'You are all frauds',
    });
    expect(sent.status).toBe(201);
    const messageId = (sent.body['message'] as { messageId: string }).messageId;
    expect((await takeDown({ kind: 'message', ref: messageId, reason: 'Insults the host' })).status).toBe(200);
    for (const [path, token] of [
      [`/api/messages/conversations/${conversationId}/messages`, student],
      [`/api/organisations/${world.companyId}/messages/conversations/${conversationId}/messages`, world.owner.token],
    ] as const) {
      const read = await call(api, 'GET', path, token);
      const [message] = read.body['messages'] as { messageId: string; text: string; removed: boolean }[];
      expect(message).toMatchObject({ messageId, text: '', removed: true });
    }
    const told = (await api.mailbox(studentAddress)).find((m) => m.text.includes('Insults the host'));
    expect(told?.subject).toBe('An administrator has taken down your content on Fast-Track');
    expect(told?.text).not.toContain('You are all frauds');
  });

  it('takes a magazine article down by its link: readers get 404 and the list and count leave it out', async () => {
    const written = await call(api, 'POST', '/api/admin/magazine', world.admin, {
      title: 'Get rich quick',
      description: 'Not advice.',
      body: '<p>Buy now.</p>',
      cover: null,
      language: 'en',
      publishAt: new Date(api.clock.now - 60_000).toISOString(),
    });
    expect(written.status).toBe(201);
    const { articleId } = written.body as { articleId: string };
    const link = (await testDb.db.query<{ link: string }>('SELECT link FROM magazine_articles WHERE article_id = $1', [articleId])).rows[0]!.link;
    const listed = async () => ((await (await api.get('/api/magazine')).json()) as { articles: { link: string }[]; total: number });
    expect((await listed()).articles.map((a) => a.link)).toContain(link);
    const before = (await listed()).total;
    expect((await takeDown({ kind: 'article', ref: link, reason: 'Misleading' })).status).toBe(200);
    expect((await api.get(`/api/magazine/${link}`)).status).toBe(404);
    expect((await listed()).articles.map((a) => a.link)).not.toContain(link);
    expect((await listed()).total).toBe(before - 1);
  });

  it('answers 404 for content that does not exist and 400 for a malformed request, writing nothing', async () => {
    const facts = await takedownFacts();
    expect((await takeDown({ kind: 'job', ref: '00000000-0000-4000-8000-000000000000', reason: 'x' })).status).toBe(404);
    expect((await takeDown({ kind: 'event', ref: 'no-such-link', reason: 'x' })).status).toBe(404);
    expect((await takeDown({ kind: 'poster', ref: jobId, reason: 'x' })).status).toBe(400);
    expect((await takeDown({ kind: 'job', ref: jobId, reason: '' })).status).toBe(400);
    expect((await takeDown({ kind: 'job', ref: jobId, reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await takeDown({ kind: 'job', ref: jobId, reason: 'a\u0000b' })).status).toBe(400);
    expect((await takeDown({ kind: 'job', ref: jobId, reason: 'x', extra: true })).status).toBe(400);
    expect(await takedownFacts()).toBe(facts);
  });

  it('refuses every caller who is not an admin (401 anonymous, 403 others), writing nothing', async () => {
    const facts = await takedownFacts();
    const body = { kind: 'job', ref: jobId, reason: 'x' };
    expect((await takeDown(body, '')).status).toBe(401);
    expect((await takeDown(body, student)).status).toBe(403);
    expect((await takeDown(body, world.owner.token)).status).toBe(403);
    expect((await call(api, 'GET', '/api/admin/takedowns', student)).status).toBe(403);
    expect(await takedownFacts()).toBe(facts);
  });

  it('lists the latest takedowns for the console, newest first', async () => {
    const res = await call(api, 'GET', '/api/admin/takedowns', world.admin);
    const rows = res.body['takedowns'] as { kind: string; contentId: string; adminId: string; reason: string }[];
    expect(rows.map((r) => r.kind)).toEqual(['article', 'message', 'question', 'challenge', 'job', 'event']);
    expect(rows[5]).toMatchObject({ contentId: event.uniqueId, adminId, reason: 'Fake recruiter' });
  });
});

describe('the daily overview', () => {
  it('counts sign-ups, postings and reports per day, every day present, admins not counted as sign-ups', async () => {
    const res = await call(api, 'GET', '/api/admin/overview?days=3', world.admin);
    expect(res.status).toBe(200);
    const days = res.body['days'] as { day: string; signUps: number; postings: number; reports: number }[];
    expect(days).toHaveLength(3);
    const today = days[0]!;
    // Three employers, one student (admins are not sign-ups); two events and one job published.
    const registered = await testDb.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM events WHERE type = 'AccountRegistered' AND data->>'kind' <> 'admin' AND created_at::date = $1::date`,
      [today.day],
    );
    expect(today.signUps).toBe(Number(registered.rows[0]!.n));
    expect(today.signUps).toBeGreaterThanOrEqual(4);
    expect(today.postings).toBeGreaterThanOrEqual(3);
    expect(days.slice(1).every((d) => d.day < today.day)).toBe(true);
    expect((await call(api, 'GET', '/api/admin/overview?days=0', world.admin)).status).toBe(400);
    expect((await call(api, 'GET', '/api/admin/overview?days=32', world.admin)).status).toBe(400);
    expect((await call(api, 'GET', '/api/admin/overview', student)).status).toBe(403);
  });
});
