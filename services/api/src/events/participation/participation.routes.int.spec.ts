import { randomUUID } from 'node:crypto';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOrganisationCommand } from '../../organisations/index.ts';
import { projections } from '../../projections.ts';
import { eventDetails, host, publish, registerHost, uuidFor } from '../../testing/api-fixture.ts';
import { runParticipationCommand } from './participation.commands.ts';
import { signIn, startParticipationApi, type ParticipationApi } from '../testing/participation-api.ts';

const day = 86_400_000;
const openEvent = eventDetails(uuidFor(1), Date.now() + day);
const approvalEvent = eventDetails(uuidFor(2), Date.now() + 2 * day, { approval: true });
const pastEvent = eventDetails(uuidFor(3), Date.now() - 3 * day);

let testDb: TestDb;
let api: ParticipationApi;
let anna: string;
let ben: string;
const annaId = randomUUID();
const benId = randomUUID();

beforeAll(async () => {
  testDb = await openTestDb();
  const { db } = testDb;
  await registerHost(db);
  await publish(db, openEvent);
  await publish(db, approvalEvent);
  await publish(db, pastEvent, new Date(Date.now() - 10 * day).toISOString());
  api = await startParticipationApi(db);
  [anna, ben] = await Promise.all([signIn(db, annaId), signIn(db, benId)]);
});

afterAll(async () => {
  await api.close();
  await testDb.dispose();
});

interface EventDoc {
  participants: string[];
  questions: { uniqueId: string; text: string; upvotes: string[]; askedAt: string; answered: boolean }[];
  attendance?: string;
  myQuestions?: string[];
}
const detail = async (link: string, token?: string) => (await api.call('/api/get/event/no', { link }, token)).body['event'] as EventDoc;
// Participants lists are coalesced per event (a burst of toggles ends in one list that a later, unrelated call may
// follow), so assertions about other notifications look at their own kind.
const lastOf = (kind: string) => api.notified.filter((n) => n.kind === kind).at(-1);
const countOf = (kind: string) => api.notified.filter((n) => n.kind === kind).length;
const listed = async (eventId: string) => {
  const { body } = await api.call('/api/getEvents/no', { page: 1, limit: 50 });
  return (body['events'] as (EventDoc & { uniqueId: string })[]).find((e) => e.uniqueId === eventId);
};

describe('protected calls', () => {
  it.each(['/api/event/apply', '/api/event/requests/decide', '/api/event/post/question', '/api/event/upvote'])(
    '%s answers a visitor 401 problem+json',
    async (path) => {
      const res = await api.call(path, { eventId: openEvent.eventId });
      expect(res.status).toBe(401);
      expect(res.contentType).toContain('application/problem+json');
    },
  );
});

describe('POST /api/event/apply', () => {
  it('toggles an open event: added, then removed; detail, list and viewers follow at once', async () => {
    expect(await listed(openEvent.eventId)).toMatchObject({ participants: [] }); // fills the list micro-cache
    expect((await api.call('/api/event/apply', { eventId: openEvent.eventId }, anna)).body).toEqual({ msg: 'added' });
    expect(await detail(openEvent.link, anna)).toMatchObject({ participants: [annaId], attendance: 'attending' });
    expect(await listed(openEvent.eventId)).toMatchObject({ participants: [annaId] });
    expect(api.notified.at(-1)).toEqual({ kind: 'participantsChanged', args: [openEvent.eventId, [annaId]] });

    expect((await api.call('/api/event/apply', { eventId: openEvent.eventId }, anna)).body).toEqual({ msg: 'removed' });
    expect(await detail(openEvent.link, anna)).toMatchObject({ participants: [], attendance: 'none' });
    expect(await listed(openEvent.eventId)).toMatchObject({ participants: [] });
  });

  it('tells the viewers of a crowd toggling at once the final list, in far fewer lists than toggles', async () => {
    const crowdEvent = eventDetails(uuidFor(4), Date.now() + day);
    await publish(testDb.db, crowdEvent);
    const crowd = Array.from({ length: 20 }, () => randomUUID());
    const tokens = await Promise.all(crowd.map((id) => signIn(testDb.db, id)));
    const calls = await Promise.all(tokens.map((token) => api.call('/api/event/apply', { eventId: crowdEvent.eventId }, token)));
    expect(calls.map((c) => c.body['msg'])).toEqual(Array(20).fill('added'));
    const lists = () => api.notified.filter((n) => n.kind === 'participantsChanged' && n.args[0] === crowdEvent.eventId);
    // The last list is read after the last toggle: within one window (500 ms) of it at most.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect([...((lists().at(-1)?.args[1] ?? []) as string[])].sort()).toEqual([...crowd].sort());
    expect(lists().length).toBeLessThan(20);
    expect((await detail(crowdEvent.link)).participants).toEqual(lists().at(-1)?.args[1]);
  });

  it('on an approval event: requested (pending, not a participant), then withdrawn', async () => {
    expect((await api.call('/api/event/apply', { eventId: approvalEvent.eventId }, ben)).body).toEqual({ msg: 'requested' });
    expect(await detail(approvalEvent.link, ben)).toMatchObject({ participants: [], attendance: 'pending' });
    expect((await api.call('/api/event/apply', { eventId: approvalEvent.eventId }, ben)).body).toEqual({ msg: 'withdrawn' });
    expect(await detail(approvalEvent.link, ben)).toMatchObject({ attendance: 'none' });
  });

  it('answers 404 for an unknown event, 409 EVENT_CLOSED for a past one, 400 for a malformed id', async () => {
    const unknown = await api.call('/api/event/apply', { eventId: randomUUID() }, anna);
    expect(unknown).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect(unknown.contentType).toContain('application/problem+json');
    expect(await api.call('/api/event/apply', { eventId: pastEvent.eventId }, anna)).toMatchObject({ status: 409, body: { code: 'EVENT_CLOSED' } });
    expect(await api.call('/api/event/apply', { eventId: 'not-an-id' }, anna)).toMatchObject({ status: 400, body: { code: 'VALIDATION' } });
  });
});

describe('event detail for the caller', () => {
  it('leaves attendance out for visitors and for unknown tokens', async () => {
    expect(await detail(openEvent.link)).not.toHaveProperty('attendance');
    expect(await detail(openEvent.link, 'x'.repeat(43))).not.toHaveProperty('attendance');
  });
});

describe('POST /api/event/requests/decide', () => {
  const body = () => ({ eventId: approvalEvent.eventId, userId: benId, decision: 'approve' });
  const carlId = randomUUID();
  const now = () => new Date().toISOString();
  const openHostCompany = (status: 'pending' | 'active') =>
    runOrganisationCommand(
      { db: testDb.db, projections: projections.inline },
      {
        type: 'CreateOrganisation',
        data: { organisationId: host.companyId, kind: 'company', name: host.name, profile: {}, university: null, emailDomain: null, status, createdBy: carlId, now: now() },
      },
      carlId,
    );

  it('refuses students and employers outside the hosting company (403), after checking the event exists', async () => {
    await api.call('/api/event/apply', { eventId: approvalEvent.eventId }, ben);
    // Students may host too (student organisations, issue 13), so a student outside the host is refused by membership.
    expect(await api.call('/api/event/requests/decide', body(), anna)).toMatchObject({ status: 403 });
    const outsider = await signIn(testDb.db, randomUUID(), 'employer');
    expect(await api.call('/api/event/requests/decide', body(), outsider)).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(await api.call('/api/event/requests/decide', { ...body(), eventId: randomUUID() }, outsider)).toMatchObject({ status: 404 });
    expect(await api.call('/api/event/requests/decide', { ...body(), decision: 'maybe' }, outsider)).toMatchObject({ status: 400 });
    expect(await detail(approvalEvent.link, ben)).toMatchObject({ attendance: 'pending' });
  });

  it('lets a member of the hosting company decide once an admin has approved the company', async () => {
    const carl = await signIn(testDb.db, carlId, 'employer');
    await openHostCompany('pending');
    // A company under review cannot act on students yet.
    expect(await api.call('/api/event/requests/decide', body(), carl)).toMatchObject({ status: 403 });
    await runOrganisationCommand(
      { db: testDb.db, projections: projections.inline },
      { type: 'ReviewOrganisation', data: { organisationId: host.companyId, decision: 'approve', adminId: randomUUID(), reason: '', now: now() } },
      carlId,
    );
    expect(await api.call('/api/event/requests/decide', body(), carl)).toMatchObject({ status: 200, body: { msg: 'approved' } });
    expect(await detail(approvalEvent.link, ben)).toMatchObject({ participants: [benId], attendance: 'attending' });
    expect(await api.call('/api/event/requests/decide', { ...body(), decision: 'decline' }, carl)).toMatchObject({ body: { msg: 'declined' } });
    expect(await detail(approvalEvent.link, ben)).toMatchObject({ participants: [], attendance: 'declined' });
  });
});


describe('questions and upvotes', () => {
  it('posts a trimmed question and tells the viewers', async () => {
    const res = await api.call('/api/event/post/question', { eventId: openEvent.eventId, question: '  Is there a dress code?  ' }, anna);
    expect(res.status).toBe(200);
    const newQuestion = res.body['newQuestion'] as { uniqueId: string; askedAt: string };
    expect(res.body).toEqual({
      msg: 'success',
      newQuestion: { uniqueId: newQuestion.uniqueId, text: 'Is there a dress code?', upvotes: [], askedAt: newQuestion.askedAt, answered: false },
    });
    // When it was asked: the server's clock at the command, as an ISO instant.
    expect(newQuestion.askedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(Date.parse(newQuestion.askedAt) - Date.now())).toBeLessThan(60_000);
    // The page shows the same question the answer did, asked time included, and tells the asker it is theirs.
    expect((await detail(openEvent.link)).questions).toContainEqual(res.body['newQuestion']);
    expect((await detail(openEvent.link, anna)).myQuestions).toContain(newQuestion.uniqueId);
    expect((await detail(openEvent.link, ben)).myQuestions).not.toContain(newQuestion.uniqueId);
    expect((await detail(openEvent.link)).myQuestions).toBeUndefined();
    expect(lastOf('questionPosted')).toEqual({ kind: 'questionPosted', args: [openEvent.eventId, res.body['newQuestion']] });
  });

  it.each([
    ['empty', '   '],
    ['too short', 'ok'],
    ['too long', 'x'.repeat(501)],
  ])('refuses an %s question with 400 { msg: "invalid question", message }', async (_case, question) => {
    const res = await api.call('/api/event/post/question', { eventId: openEvent.eventId, question }, anna);
    expect(res.status).toBe(400);
    expect(res.contentType).toContain('application/problem+json');
    expect(res.body).toMatchObject({ msg: 'invalid question', message: expect.any(String) as string, status: 400 });
  });

  it('refuses questions on unknown events (404)', async () => {
    expect(await api.call('/api/event/post/question', { eventId: randomUUID(), question: 'Why though?' }, anna)).toMatchObject({ status: 404 });
  });

  it('sets the upvote the token\'s student wants, ignoring the payload userId, idempotently', async () => {
    const posted = await api.call('/api/event/post/question', { eventId: openEvent.eventId, question: 'Remote options?' }, anna);
    const questionId = (posted.body['newQuestion'] as { uniqueId: string }).uniqueId;
    const vote = (upvoted: boolean) =>
      api.call('/api/event/upvote', { eventId: openEvent.eventId, questionId, userId: 'someone-else', upvoted }, ben);
    expect((await vote(true)).body).toEqual({ msg: 'success', upvotes: [benId] });
    const notifications = countOf('upvoteChanged');
    expect((await vote(true)).body).toEqual({ msg: 'success', upvotes: [benId] });
    expect(countOf('upvoteChanged')).toBe(notifications); // nothing changed, nothing broadcast
    expect((await vote(false)).body).toEqual({ msg: 'success', upvotes: [] });
    expect(lastOf('upvoteChanged')).toEqual({ kind: 'upvoteChanged', args: [openEvent.eventId, questionId, benId, false] });
    expect((await detail(openEvent.link)).questions.find((q) => q.uniqueId === questionId)?.upvotes).toEqual([]);
  });

  it('shows a question the host marked answered as answered, to everyone', async () => {
    const posted = await api.call('/api/event/post/question', { eventId: openEvent.eventId, question: 'Will slides be shared?' }, ben);
    const questionId = (posted.body['newQuestion'] as { uniqueId: string }).uniqueId;
    const answeredOf = async () => (await detail(openEvent.link)).questions.find((q) => q.uniqueId === questionId)?.answered;
    expect(await answeredOf()).toBe(false);
    // The host screens that send it arrive later; the command is the domain's (participation.rules.ts).
    const mark = { eventId: openEvent.eventId, questionId, answeredBy: 'host-1', asCompanyId: host.companyId, now: new Date().toISOString() };
    await runParticipationCommand({ db: testDb.db, projections: projections.inline }, { type: 'MarkQuestionAnswered', data: mark });
    expect(await answeredOf()).toBe(true);
    expect((await listed(openEvent.eventId))?.questions.find((q) => q.uniqueId === questionId)?.answered).toBe(true);
  });

  it('answers 404 for an unknown question and 400 without a boolean upvoted', async () => {
    const body = { eventId: openEvent.eventId, questionId: randomUUID(), upvoted: true };
    expect(await api.call('/api/event/upvote', body, ben)).toMatchObject({ status: 404 });
    expect(await api.call('/api/event/upvote', { ...body, upvoted: 'yes' }, ben)).toMatchObject({ status: 400 });
  });
});
