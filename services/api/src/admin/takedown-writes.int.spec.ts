import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { autoGradedForm, onboardedStudent, publishedChallenge } from '../challenges/testing/challenge-fixtures.ts';
import { call, eventForm, eventually, hostingWorld, type HostingWorld } from '../events/testing/hosting-world.ts';
import { eventCount, jobForm, postJob, registerApplicant } from '../jobs/testing/job-fixtures.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { registerStudent, uniqueAddress, type StudentApi } from '../testing/student-api.ts';

// Issue 26 part 6: a takedown hides content from reads AND refuses anything new on it. A write on taken-down content
// gets the answer an unknown id gets (404, the slice's own not-found problem) and writes nothing; what undoes a
// student's own standing (leaving an event or its waitlist, withdrawing an application, submitting a started
// attempt) and the employer's processing of existing applications still work (docs/admin.md § Takedowns).

let testDb: TestDb;
let api: StudentApi;
let world: HostingWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-takedown-w8' });

beforeAll(async () => {
  world = await hostingWorld(testDb.db, api);
});

const takeDown = async (kind: string, ref: string) => {
  const res = await call(api, 'POST', '/api/admin/takedowns', world.admin, { kind, ref, reason: 'Against the rules' });
  if (res.status !== 200) throw new Error(`takedown answered ${res.status} ${JSON.stringify(res.body)}`);
};
const newEvent = async (over: Record<string, unknown> = {}) => {
  const created = await call(api, 'POST', `/api/organisations/${world.companyId}/events`, world.owner.token, { ...eventForm(over), publish: true });
  if (created.status !== 201) throw new Error(`create answered ${created.status}`);
  return (created.body['event'] as { uniqueId: string }).uniqueId;
};
const attend = (eventId: string, token: string) => call(api, 'POST', '/api/event/apply', token, { eventId });
const ask = async (eventId: string, token: string) =>
  ((await call(api, 'POST', '/api/event/post/question', token, { eventId, question: 'Is there a dress code?' })).body['newQuestion'] as { uniqueId: string }).uniqueId;
const upvote = (eventId: string, questionId: string, token: string, upvoted = true) => call(api, 'POST', '/api/event/upvote', token, { eventId, questionId, upvoted });
const answer = (eventId: string, questionId: string) =>
  call(api, 'POST', `/api/organisations/${world.companyId}/events/${eventId}/questions/${questionId}/answer`, world.owner.token, {});
const standing = async (eventId: string, userToken: string) => {
  const me = ((await call(api, 'GET', '/api/account/me', userToken)).body['account'] as { uniqueId: string }).uniqueId;
  return (await testDb.db.query<{ status: string }>('SELECT status FROM event_attendance WHERE event_id = $1 AND user_id = $2', [eventId, me])).rows[0]?.status ?? 'none';
};

/** The answer is the one an unknown id of the same kind gets, and the log did not grow. */
async function refusedLikeUnknown(write: () => Promise<{ status: number; body: Record<string, unknown> }>, unknown: () => Promise<{ status: number; body: Record<string, unknown> }>) {
  const before = await eventCount(testDb.db);
  const res = await write();
  expect(res.status).toBe(404);
  expect(await eventCount(testDb.db)).toBe(before);
  const stranger = await unknown();
  expect(stranger.status).toBe(404);
  expect(res.body['code']).toBe(stranger.body['code']);
  expect(res.body['type']).toBe(stranger.body['type']);
}
const noId = '00000000-0000-4000-8000-000000000000';

describe('writes on a taken-down event', () => {
  it('refuses attending, asking, upvoting and answering; an attendee may still leave', async () => {
    const eventId = await newEvent({ title: 'Taken Down Evening' });
    const attendee = await registerStudent(api, uniqueAddress('ada'));
    const newcomer = await registerStudent(api, uniqueAddress('ben'));
    expect((await attend(eventId, attendee)).body).toEqual({ msg: 'added' });
    const questionId = await ask(eventId, attendee);
    await takeDown('event', eventId);

    await refusedLikeUnknown(() => attend(eventId, newcomer), () => attend(noId, newcomer));
    await refusedLikeUnknown(
      () => call(api, 'POST', '/api/event/post/question', newcomer, { eventId, question: 'Still on?' }),
      () => call(api, 'POST', '/api/event/post/question', newcomer, { eventId: noId, question: 'Still on?' }),
    );
    await refusedLikeUnknown(() => upvote(eventId, questionId, newcomer), () => upvote(noId, questionId, newcomer));
    await refusedLikeUnknown(() => answer(eventId, questionId), () => answer(noId, questionId));
    await refusedLikeUnknown(() => call(api, 'POST', '/api/event/ticket', attendee, { eventId }), () => call(api, 'POST', '/api/event/ticket', attendee, { eventId: noId }));

    expect(await attend(eventId, attendee)).toMatchObject({ status: 200, body: { msg: 'removed' } });
    expect(await standing(eventId, attendee)).toBe('none');
    // Gone once, the attendee cannot come back either.
    await refusedLikeUnknown(() => attend(eventId, attendee), () => attend(noId, attendee));
  });

  it('lets the waiting leave the waitlist and moves nobody up into the freed place', async () => {
    const eventId = await newEvent({ title: 'One Seat Only', capacity: 1 });
    const seated = await registerStudent(api, uniqueAddress('cai'));
    const waiting = await registerStudent(api, uniqueAddress('dana'));
    const alsoWaiting = await registerStudent(api, uniqueAddress('eli'));
    expect((await attend(eventId, seated)).body).toEqual({ msg: 'added' });
    expect((await attend(eventId, waiting)).body).toEqual({ msg: 'waitlisted' });
    expect((await attend(eventId, alsoWaiting)).body).toEqual({ msg: 'waitlisted' });
    await takeDown('event', eventId);

    expect(await attend(eventId, seated)).toMatchObject({ status: 200, body: { msg: 'removed' } });
    expect(await standing(eventId, waiting)).toBe('waiting');
    expect(await attend(eventId, waiting)).toMatchObject({ status: 200, body: { msg: 'left-waitlist' } });
    expect(await standing(eventId, waiting)).toBe('none');
    expect(await standing(eventId, alsoWaiting)).toBe('waiting');
  });

  it('lets a student withdraw a pending request but not request again', async () => {
    const eventId = await newEvent({ title: 'By Approval', approval: true });
    const student = await registerStudent(api, uniqueAddress('fay'));
    expect((await attend(eventId, student)).body).toEqual({ msg: 'requested' });
    await takeDown('event', eventId);
    expect(await attend(eventId, student)).toMatchObject({ status: 200, body: { msg: 'withdrawn' } });
    await refusedLikeUnknown(() => attend(eventId, student), () => attend(noId, student));
  });
});

describe('writes on a taken-down question', () => {
  it('refuses upvoting and answering it like an unknown question; the event and its other questions go on', async () => {
    const eventId = await newEvent({ title: 'Open Q&A' });
    const asker = await registerStudent(api, uniqueAddress('gus'));
    const voter = await registerStudent(api, uniqueAddress('hal'));
    const downId = await ask(eventId, asker);
    const keptId = await ask(eventId, asker);
    expect((await upvote(eventId, downId, voter)).status).toBe(200);
    await takeDown('question', downId);

    await refusedLikeUnknown(() => upvote(eventId, downId, voter, false), () => upvote(eventId, noId, voter, false));
    await refusedLikeUnknown(() => answer(eventId, downId), () => answer(eventId, noId));
    expect((await upvote(eventId, keptId, voter)).status).toBe(200);
    expect((await answer(eventId, keptId)).status).toBe(200);
    expect((await attend(eventId, voter)).body).toEqual({ msg: 'added' });
  });
});

describe('writes on a taken-down job', () => {
  it('refuses new applications; the employer still moves the existing ones and the student may withdraw', async () => {
    const jobId = (await postJob(api, world.owner.token, world.companyId, jobForm())).uniqueId;
    const applicant = await registerApplicant(api, 'ivy');
    const mover = await registerApplicant(api, 'jon');
    const latecomer = await registerApplicant(api, 'kim');
    expect((await call(api, 'POST', `/api/jobs/${jobId}/apply`, applicant, { coverNote: 'Hello' })).status).toBe(201);
    expect((await call(api, 'POST', `/api/jobs/${jobId}/apply`, mover, { coverNote: 'Hi' })).status).toBe(201);
    await takeDown('job', jobId);

    await refusedLikeUnknown(
      () => call(api, 'POST', `/api/jobs/${jobId}/apply`, latecomer, { coverNote: 'Late' }),
      () => call(api, 'POST', `/api/jobs/${noId}/apply`, latecomer, { coverNote: 'Late' }),
    );
    const applicants = (await call(api, 'GET', `/api/organisations/${world.companyId}/jobs/${jobId}/applications`, world.owner.token)).body['applications'] as {
      applicationId: string;
      name: string;
    }[];
    expect(applicants).toHaveLength(2);
    for (const { applicationId } of applicants) {
      const moved = await call(api, 'POST', `/api/organisations/${world.companyId}/jobs/${jobId}/applications/${applicationId}/stage`, world.owner.token, { stage: 'shortlisted' });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    const withdrawn = await call(api, 'POST', `/api/jobs/${jobId}/withdraw`, applicant);
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    const own = await call(api, 'GET', `/api/organisations/${world.companyId}/jobs/${jobId}`, world.owner.token);
    const etag = own.etag ?? '';
    const closed = await call(api, 'POST', `/api/organisations/${world.companyId}/jobs/${jobId}/close`, world.owner.token, {}, { 'if-match': etag });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  });
});

describe('writes on a taken-down challenge', () => {
  it('refuses a new attempt; an attempt started before may still be submitted, but its result does not verify publicly', async () => {
    const challengeId = await publishedChallenge(api, world, autoGradedForm(api.clock.now));
    const started = await onboardedStudent(api, 'lea');
    const newcomer = await onboardedStudent(api, 'max');
    expect((await call(api, 'POST', `/api/challenges/${challengeId}/attempt`, started)).status).toBe(201);
    await takeDown('challenge', challengeId);

    await refusedLikeUnknown(() => call(api, 'POST', `/api/challenges/${challengeId}/attempt`, newcomer), () => call(api, 'POST', `/api/challenges/${noId}/attempt`, newcomer));
    const submitted = await call(api, 'POST', `/api/challenges/${challengeId}/attempt/submit`, started);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const resultId = submitted.body['resultId'] as string;
    // Graded and ranked like any other result (its certificate issued); the public verification does not vouch for it.
    const ranked = async () => (await testDb.db.query('SELECT certificate_id FROM challenge_results WHERE attempt_id = $1 AND status = $2', [resultId, 'ranked'])).rows;
    const [row] = await eventually(async () => {
      const rows = await ranked();
      expect(rows).toHaveLength(1);
      return rows as { certificate_id: string }[];
    });
    expect((await call(api, 'GET', `/api/find/${row!.certificate_id}`)).status).toBe(404);
    expect((await call(api, 'GET', `/api/find/${resultId}`)).status).toBe(404);
  });
});

describe("the owner's own lists", () => {
  it('mark taken-down events, jobs and challenges with takenDown, and the others with takenDown false', async () => {
    const down = await newEvent({ title: 'Marked Down' });
    const kept = await newEvent({ title: 'Still Up' });
    const downJob = (await postJob(api, world.owner.token, world.companyId, jobForm())).uniqueId;
    const downChallenge = await publishedChallenge(api, world, autoGradedForm(api.clock.now));
    const keptChallenge = await publishedChallenge(api, world, autoGradedForm(api.clock.now));
    await takeDown('event', down);
    await takeDown('job', downJob);
    await takeDown('challenge', downChallenge);

    const list = async <T extends { uniqueId: string; takenDown: boolean }>(kind: string) =>
      (await call(api, 'GET', `/api/organisations/${world.companyId}/${kind}`, world.owner.token)).body[kind] as T[];
    const flag = (items: { uniqueId: string; takenDown: boolean }[], id: string) => items.find((i) => i.uniqueId === id)?.takenDown;
    const events = await list('events');
    expect(flag(events, down)).toBe(true);
    expect(flag(events, kept)).toBe(false);
    expect(flag(await list('jobs'), downJob)).toBe(true);
    const challenges = await list('challenges');
    expect(flag(challenges, downChallenge)).toBe(true);
    expect(flag(challenges, keptChallenge)).toBe(false);
  });
});
