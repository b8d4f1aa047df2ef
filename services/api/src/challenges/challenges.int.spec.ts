/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- response bodies are JSON the assertions check */
import { drainProjections } from '@fast-track/shared/event-store/async-runner';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { challengePageMeta } from './read-models/challenge-page-meta.ts';
import { challengePercentilesProjection } from './read-models/percentiles.projection.ts';
import { autoGradedForm, challengeForm, challengesWorld, onboardedStudent, publishedChallenge, send, type ChallengesWorld } from './testing/challenge-fixtures.ts';

// The whole loop on real Postgres: the firm builds and publishes, students take their one attempt against the
// server clock, the firm scores written answers, results rank in cohorts, certificates verify until the account goes.

let testDb: TestDb;
let api: StudentApi;
let world: ChallengesWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-challenges-7q' });

beforeAll(async () => {
  world = await challengesWorld(testDb.db, api);
});

const base = () => `/api/organisations/${world.companyId}/challenges`;
const drain = () => drainProjections(testDb.db, [challengePercentilesProjection]);
const minute = 60_000;

describe('authoring', () => {
  it('drafts, autosaves with If-Match, refuses stale saves and incomplete publishes, then publishes', async () => {
    const blankTask = { id: 'new', kind: 'single', prompt: '', points: 5, options: [{ id: 'a', text: '' }], correct: null };
    const blank = await send(api, 'POST', base(), world.owner.token, { title: 'Blank task', tasks: [blankTask] });
    expect(blank.status).toBe(201);
    const blankPublish = await send(api, 'POST', `${base()}/${blank.body['challenge'].uniqueId}/publish`, world.owner.token, undefined, { 'if-match': blank.headers.get('etag') ?? '' });
    expect((blankPublish.body['errors'] as { path: string }[]).map((e) => e.path)).toEqual(expect.arrayContaining(['tasks.0.prompt', 'tasks.0.options.0.text', 'tasks.0.correct']));
    const created = await send(api, 'POST', base(), world.owner.token, { title: 'Draft only' });
    expect(created.status).toBe(201);
    const id = created.body['challenge'].uniqueId as string;
    expect(created.body['challenge']).toMatchObject({ status: 'draft', contentVersion: 0, tasks: [], track: null });
    const etag = created.headers.get('etag') ?? '';
    expect((await send(api, 'PUT', `${base()}/${id}`, world.owner.token, { title: 'x' })).status).toBe(428);
    const saved = await send(api, 'PUT', `${base()}/${id}`, world.owner.token, { title: 'Half done', track: 'Consulting' }, { 'if-match': etag });
    expect(saved.status).toBe(200);
    expect(saved.body['challenge']).toMatchObject({ title: 'Half done', track: 'Consulting' });
    expect((await send(api, 'PUT', `${base()}/${id}`, world.owner.token, { title: 'stale' }, { 'if-match': etag })).status).toBe(412);
    const incomplete = await send(api, 'POST', `${base()}/${id}/publish`, world.owner.token, undefined, { 'if-match': saved.headers.get('etag') ?? '' });
    expect(incomplete.status).toBe(400);
    expect((incomplete.body['errors'] as { path: string }[]).map((e) => e.path)).toEqual(expect.arrayContaining(['minutes', 'opensAt', 'closesAt', 'tasks']));
    // Another company's member and a student see nothing of it.
    expect((await send(api, 'GET', `${base()}/${id}`, world.pendingOwner.token)).status).toBe(403);
    const full = await send(api, 'PUT', `${base()}/${id}`, world.owner.token, challengeForm(api.clock.now), { 'if-match': saved.headers.get('etag') ?? '' });
    const published = await send(api, 'POST', `${base()}/${id}/publish`, world.owner.token, undefined, { 'if-match': full.headers.get('etag') ?? '' });
    expect(published.status).toBe(200);
    expect(published.body['challenge']).toMatchObject({ status: 'published', contentVersion: 1, hasUnpublishedChanges: false });
    const listed = await send(api, 'GET', base(), world.owner.token);
    expect(listed.body['challenges'].find((c: { uniqueId: string }) => c.uniqueId === id).stats).toEqual({ attempts: 0, submitted: 0, completionRate: 0, medianScore: null });
    const preview = await send(api, 'GET', `${base()}/${id}/preview`, world.owner.token);
    expect(preview.text).not.toMatch(/"correct"|"rubric"|"tolerance"|a \* b|Clear thesis/);
    expect(preview.body['tasks'][2].prompt).toBe('EBITDA is 10m and the multiple 6x: what is the EV in m?');
  });

  it('refuses a numeric formula that is not one and unknown parameters, naming the field', async () => {
    const form = challengeForm(api.clock.now);
    const tasks = form['tasks'] as Record<string, unknown>[];
    tasks[2] = { ...tasks[2], answer: 'a * c +' };
    const created = await send(api, 'POST', base(), world.owner.token, form);
    const publish = await send(api, 'POST', `${base()}/${created.body['challenge'].uniqueId}/publish`, world.owner.token, undefined, { 'if-match': created.headers.get('etag') ?? '' });
    expect(publish.status).toBe(400);
    expect(publish.body['errors']).toEqual([{ path: 'tasks.2.answer', message: expect.stringContaining('not a formula') }]);
  });
});

describe('a shared challenge link (link-preview tags, http/page-meta.ts)', () => {
  it('previews a published challenge as itself and its company; a draft or unknown id as the site', async () => {
    const id = await publishedChallenge(api, world, challengeForm(api.clock.now));
    const shown = (await send(api, 'GET', `/api/challenges/${id}`)).body['challenge'] as { title: string; summary: string; company: { name: string; logo: string } };
    const meta = challengePageMeta(testDb.db, () => api.clock.now);
    expect(await meta(`/challenge/${id}`)).toEqual({
      title: `${shown.title} · ${shown.company.name} · Fast-Track`,
      description: shown.summary,
      ...(shown.company.logo ? { image: shown.company.logo } : {}),
      type: 'website',
    });
    const draft = await send(api, 'POST', base(), world.owner.token, challengeForm(api.clock.now));
    const draftId = (draft.body['challenge'] as { uniqueId: string }).uniqueId;
    for (const other of [`/challenge/${draftId}`, '/challenge/00000000-0000-4000-8000-000000000999', '/challenge/attempt/x', `/challenge/result/${id}`]) {
      expect(await meta(other), other).toBeUndefined();
    }
  });
});

describe('an attempt', () => {
  it('never shows the answer key before the window closes: every response of a full attempt is scanned', async () => {
    const id = await publishedChallenge(api, world, challengeForm(api.clock.now));
    const token = await onboardedStudent(api, 'scan');
    const responses: string[] = [];
    const call = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
      const r = await send(api, method, path, token, body);
      responses.push(r.text);
      return r;
    };
    await call('GET', `/api/challenges/${id}`);
    expect((await call('GET', `/api/challenges/${id}/attempt`)).body).toEqual({ attempt: null });
    const started = await call('POST', `/api/challenges/${id}/attempt`);
    expect(started.status).toBe(201);
    const tasks = started.body['attempt'].tasks as { id: string; kind: string; prompt: string; options?: { id: string }[]; items?: { id: string }[] }[];
    const ordering = tasks.find((t) => t.kind === 'ordering')!;
    expect(ordering.items!.map((i) => i.id).join()).not.toBe('s1,s2,s3,s4');
    const [, a, b] = /EBITDA is ([\d.]+)m and the multiple ([\d.]+)x/.exec(tasks.find((t) => t.kind === 'numeric')!.prompt)!;
    await call('PUT', `/api/challenges/${id}/attempt/answers/pick`, { answer: { optionId: 'a' } });
    await call('PUT', `/api/challenges/${id}/attempt/answers/risks`, { answer: { optionIds: ['r1', 'r3'] } });
    await call('PUT', `/api/challenges/${id}/attempt/answers/ev`, { answer: { value: Number(a) * Number(b) + 0.5 } });
    await call('PUT', `/api/challenges/${id}/attempt/answers/steps`, { answer: { itemIds: ['s1', 's2', 's4', 's3'] } });
    await call('PUT', `/api/challenges/${id}/attempt/answers/memo`, { answer: { text: 'Buy: strong cash flows, watch the customer concentration.' } });
    await call('GET', `/api/challenges/${id}/attempt`);
    await call('POST', `/api/challenges/${id}/attempt`);
    const submitted = await call('POST', `/api/challenges/${id}/attempt/submit`);
    const resultId = submitted.body['resultId'] as string;
    const result = await call('GET', `/api/results/${resultId}`);
    await call('GET', '/api/student/results');
    await call('GET', '/api/student/challenges');
    await call('GET', '/api/get/percentage');
    for (const text of responses) {
      expect(text).not.toMatch(/"correct"|"rubric"|"tolerance"|"expected"|"order"|a \* b|Clear thesis|Names the risks/);
    }
    // Graded so far: single 10, multiple (1 right − 1 wrong)/2 → 0, numeric at the tolerance edge 10, ordering 5/6 → 8.33.
    expect(result.body['result']).toMatchObject({ status: 'pending', score: null, feedback: null, certificateId: null });
    expect((result.body['result'].tasks as { earned: number | null }[]).map((t) => t.earned)).toEqual([10, 0, 10, 8.33, null]);

    // The firm scores the memo blind; the result is ranked, the certificate verifies.
    const written = await send(api, 'GET', `${base()}/${id}/written`, world.owner.token);
    expect(written.body['answers']).toEqual([expect.objectContaining({ attemptId: resultId, taskId: 'memo', scores: null })]);
    expect((await send(api, 'POST', `${base()}/${id}/written/${resultId}/memo`, world.owner.token, { scores: [7, 4] })).status).toBe(400);
    const scored = await send(api, 'POST', `${base()}/${id}/written/${resultId}/memo`, world.owner.token, { scores: [5, 3] });
    expect(scored.body['result']).toEqual({ status: 'ranked', score: 72.7 });
    await drain();
    const ranked = (await send(api, 'GET', `/api/results/${resultId}`, token)).body['result'];
    expect(ranked).toMatchObject({ status: 'ranked', score: { earned: 36.33, total: 50, percent: 72.7 }, rank: { percentile: null, band: null, cohortSize: 1, needed: 19, minimum: 20 } });
    expect(ranked.feedback).toBeNull();
    const verify = await send(api, 'GET', `/api/find/${ranked.certificateId}`);
    expect(verify.body).toMatchObject({ genuine: true, kind: 'certificate', score: 72.7, student: { firstName: 'scan' } });

    // After the window: the feedback appears.
    api.clock.advance(49 * 60 * minute);
    const after = (await send(api, 'GET', `/api/results/${resultId}`, token)).body['result'];
    expect(after.feedback).toEqual(expect.arrayContaining([{ taskId: 'pick', kind: 'single', correct: 'a', correctText: 'EV/EBITDA' }]));
    api.clock.advance(-49 * 60 * minute);
  });

  it('one attempt per student under 20 concurrent starts', async () => {
    const id = await publishedChallenge(api, world, autoGradedForm(api.clock.now));
    const token = await onboardedStudent(api, 'crowd');
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(api, 'POST', `/api/challenges/${id}/attempt`, token)));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array<number>(19).fill(200), 201]);
    expect(new Set(answers.map((a) => a.body['attempt'].attemptId)).size).toBe(1);
    const started = await testDb.db.query(`SELECT count(*)::int AS n FROM events WHERE type = 'AttemptStarted' AND data->>'challengeId' = $1`, [id]);
    expect(started.rows[0]).toEqual({ n: 1 });
    await send(api, 'POST', `/api/challenges/${id}/attempt/submit`, token);
    const again = await send(api, 'POST', `/api/challenges/${id}/attempt`, token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ATTEMPT_SUBMITTED', resultId: answers[0]!.body['attempt'].attemptId });
  });

  it('enforces the time limit and the window by the server clock; time-up submits what was saved', async () => {
    const id = await publishedChallenge(api, world, autoGradedForm(api.clock.now, { minutes: 10 }));
    const token = await onboardedStudent(api, 'late');
    const started = await send(api, 'POST', `/api/challenges/${id}/attempt`, token);
    expect(started.body['attempt'].remainingSeconds).toBe(600);
    await send(api, 'PUT', `/api/challenges/${id}/attempt/answers/pick`, token, { answer: { optionId: 'a' } });
    api.clock.advance(9 * minute);
    expect((await send(api, 'GET', `/api/challenges/${id}/attempt`, token)).body['attempt'].remainingSeconds).toBe(60);
    api.clock.advance(minute);
    const late = await send(api, 'PUT', `/api/challenges/${id}/attempt/answers/risks`, token, { answer: { optionIds: ['r1', 'r2'] } });
    expect(late.status).toBe(409);
    expect(late.body['code']).toBe('ATTEMPT_CLOSED');
    const attempt = (await send(api, 'GET', `/api/challenges/${id}/attempt`, token)).body['attempt'];
    expect(attempt).toMatchObject({ status: 'submitted', remainingSeconds: 0 });
    const result = (await send(api, 'GET', `/api/results/${attempt.resultId}`, token)).body['result'];
    expect(result.score).toMatchObject({ earned: 10, total: 40 });
    const reason = await testDb.db.query(`SELECT reason FROM challenge_results WHERE attempt_id = $1`, [attempt.resultId]);
    expect(reason.rows[0]).toEqual({ reason: 'time-up' });

    // Not open yet, and closed: no start.
    const upcoming = await publishedChallenge(api, world, autoGradedForm(api.clock.now, { opensAt: new Date(api.clock.now + 60 * minute).toISOString() }));
    expect((await send(api, 'POST', `/api/challenges/${upcoming}/attempt`, token)).body['code']).toBe('CHALLENGE_NOT_OPEN');
    api.clock.advance(48 * 60 * minute);
    const fresh = await onboardedStudent(api, 'after');
    expect((await send(api, 'POST', `/api/challenges/${id}/attempt`, fresh)).body['code']).toBe('CHALLENGE_NOT_OPEN');
    api.clock.advance(-(48 * 60 + 10) * minute);
  });

  it('asks students without a year of study to onboard first', async () => {
    const id = await publishedChallenge(api, world, autoGradedForm(api.clock.now));
    const { registerStudent, uniqueAddress } = await import('../testing/student-api.ts');
    const token = await registerStudent(api, uniqueAddress('skip'), { selected2: [{ id: 'Finance' }] });
    const refused = await send(api, 'POST', `/api/challenges/${id}/attempt`, token);
    expect(refused.status).toBe(409);
    expect(refused.body['code']).toBe('ONBOARDING_REQUIRED');
  });

  it('a new version after an edit of a published challenge with attempts; attempts keep theirs', async () => {
    const id = await publishedChallenge(api, world, autoGradedForm(api.clock.now));
    const token = await onboardedStudent(api, 'keeper');
    await send(api, 'POST', `/api/challenges/${id}/attempt`, token);
    const loaded = await send(api, 'GET', `${base()}/${id}`, world.owner.token);
    const form = autoGradedForm(api.clock.now);
    const tasks = form['tasks'] as Record<string, unknown>[];
    tasks[0] = { ...tasks[0], prompt: 'Which multiple fits best now?' };
    const saved = await send(api, 'PUT', `${base()}/${id}`, world.owner.token, form, { 'if-match': loaded.headers.get('etag') ?? '' });
    expect(saved.body['challenge']).toMatchObject({ contentVersion: 1, hasUnpublishedChanges: true });
    const republished = await send(api, 'POST', `${base()}/${id}/publish`, world.owner.token, undefined, { 'if-match': saved.headers.get('etag') ?? '' });
    expect(republished.body['challenge']).toMatchObject({ contentVersion: 2, hasUnpublishedChanges: false });
    const mine = (await send(api, 'GET', `/api/challenges/${id}/attempt`, token)).body['attempt'];
    expect(mine).toMatchObject({ contentVersion: 1 });
    expect(mine.tasks.find((t: { id: string }) => t.id === 'pick').prompt).toBe('Which multiple fits?');
    const other = await onboardedStudent(api, 'newer');
    const theirs = (await send(api, 'POST', `/api/challenges/${id}/attempt`, other)).body['attempt'];
    expect(theirs.contentVersion).toBe(2);
    expect(theirs.tasks.find((t: { id: string }) => t.id === 'pick').prompt).toBe('Which multiple fits best now?');
  });
});

describe('ranking, visibility and certificates', () => {
  it('ranks a cohort (same track and year), moves the gauge, hides rank on request, stops verifying after deletion', async () => {
    const id = await publishedChallenge(api, world, autoGradedForm(api.clock.now, { title: 'Cohort run' }));
    const take = async (token: string, pick: string) => {
      await send(api, 'POST', `/api/challenges/${id}/attempt`, token);
      await send(api, 'PUT', `/api/challenges/${id}/attempt/answers/pick`, token, { answer: { optionId: pick } });
      return (await send(api, 'POST', `/api/challenges/${id}/attempt/submit`, token)).body['resultId'] as string;
    };
    const strong = await onboardedStudent(api, 'strong');
    const weak = await onboardedStudent(api, 'weak');
    const tied = await onboardedStudent(api, 'tied');
    const other = await onboardedStudent(api, 'masters', 'masters');
    const before = (await send(api, 'GET', '/api/get/percentage', strong)).body;
    expect(before).toMatchObject({ percent: { value: 0 }, ranked: false, cohort: null });
    // The track has no Induction Challenge: no next action rather than a link back to /student.
    expect(before['nextAction']).toBeNull();
    const strongResult = await take(strong, 'a');
    await take(weak, 'b');
    await take(tied, 'b');
    await take(other, 'b');
    await drain();
    // Cohorts of three (finalYear) and one (masters): below the rank rule's 20, so nobody has a percentile yet; the
    // gauge shows the score and how many results are missing (rank-rules.int.spec.ts covers a cohort of 20).
    const percentiles = await testDb.db.query<{ percentile: string | null; cohort_size: number; year_of_study: string }>(
      'SELECT percentile, cohort_size, year_of_study FROM challenge_percentiles WHERE challenge_id = $1 ORDER BY year_of_study',
      [id],
    );
    expect(percentiles.rows).toEqual([
      { percentile: null, cohort_size: 3, year_of_study: 'finalYear' },
      { percentile: null, cohort_size: 3, year_of_study: 'finalYear' },
      { percentile: null, cohort_size: 3, year_of_study: 'finalYear' },
      { percentile: null, cohort_size: 1, year_of_study: 'masters' },
    ]);
    const gauge = (await send(api, 'GET', '/api/get/percentage', strong)).body;
    expect(gauge['percent']).toEqual({ value: 0 });
    expect(gauge['ranked']).toBe(false);
    expect(gauge['cohorts']).toEqual([expect.objectContaining({ track: 'Finance', yearOfStudy: 'finalYear', band: null, rank: null, score: 25, results: 3, minimum: 20 })]);
    expect(gauge['nextSteps'].map((s: { key: string }) => s.key)).toEqual(['application', 'induction', 'intro', 'fellowship', 'virtualExperience']);

    const certificateId = (await send(api, 'GET', `/api/results/${strongResult}`, strong)).body['result'].certificateId as string;
    expect(certificateId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await send(api, 'GET', `/api/student/certificates/${certificateId}`, weak)).status).toBe(404);
    expect((await send(api, 'GET', `/api/student/certificates/${certificateId}`, strong)).body['certificate']).toMatchObject({ verifyPath: `/Find/${certificateId}` });

    expect((await send(api, 'PUT', '/api/student/settings/rank', strong, { visibleToEmployers: false })).status).toBe(200);
    expect((await send(api, 'GET', `/api/find/${certificateId}`)).body).toMatchObject({ genuine: true, score: null, band: null });
    const details = (await send(api, 'GET', `${base()}/${id}/details`, world.owner.token)).body;
    expect(details['hiddenParticipants']).toBe(1);
    expect(details['participants'].some((p: { name: string }) => p.name.startsWith('strong'))).toBe(false);

    const deleted = await api.post('/api/student/account/delete', { password: 'correct horse battery' }, bearer(strong));
    expect(deleted.status).toBeLessThan(300);
    expect((await send(api, 'GET', `/api/find/${certificateId}`)).status).toBe(404);
    expect((await send(api, 'GET', `/api/find/${strongResult}`)).status).toBe(404);
    await drain();
    const after = await testDb.db.query('SELECT percentile, cohort_size FROM challenge_percentiles WHERE challenge_id = $1 AND year_of_study = $2', [id, 'finalYear']);
    expect(after.rows).toEqual([{ percentile: null, cohort_size: 2 }, { percentile: null, cohort_size: 2 }]);
  });

  it('invite links resolve to the challenge and the register path', async () => {
    const id = await publishedChallenge(api, world, autoGradedForm(api.clock.now));
    const invite = await send(api, 'POST', `${base()}/${id}/invites`, world.owner.token);
    expect(invite.status).toBe(201);
    expect(invite.body['path']).toBe(`/invite/${invite.body['link']}`);
    const opened = await send(api, 'GET', `/api/invites/${invite.body['link']}`);
    expect(opened.body).toMatchObject({ challenge: { uniqueId: id }, registerPath: `/register?invite=${invite.body['link']}` });
    expect((await send(api, 'GET', '/api/invites/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });
});
