/* eslint-disable @typescript-eslint/no-unsafe-member-access -- response bodies are JSON the assertions check */
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { challengeForm, challengesWorld, onboardedStudent, publishedChallenge, send, type ChallengesWorld } from './testing/challenge-fixtures.ts';

// Learning after the window (issue 23 part 5): the model answer and feedback of each task reach a student only once
// the window has closed, and only a student who submitted. Every student-facing response is scanned for their texts
// (challengeForm gives tasks "pick" and "memo" both), before the close for everyone and after it for non-submitters.

let testDb: TestDb;
let api: StudentApi;
let world: ChallengesWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-learning-3k' });

beforeAll(async () => {
  world = await challengesWorld(testDb.db, api);
});

const hourMs = 3_600_000;

interface Review {
  companyLink: string;
  tasks: { taskId: string; yourAnswer: unknown; modelAnswer: string; feedback: string }[];
}
const modelTexts = /Model: EV over EBITDA|Feedback: most picked|Model memo|Feedback memo|"modelAnswer"|"review":\{/;

/** Every call a student (or a visitor, without a token) can make about the challenge and their results. */
async function studentResponses(id: string, token: string | undefined, otherResultId?: string): Promise<{ path: string; status: number; text: string }[]> {
  const paths = [
    `/api/challenges/${id}`,
    `/api/challenges/${id}/attempt`,
    '/api/student/results',
    '/api/student/challenges',
    '/api/get/percentage',
    // The lists a challenge appears in: by track, by company, the student's feed.
    '/api/challenges/by/Finance',
    `/api/challenges/by/${world.companyId}`,
    '/api/student/feed?kind=challenge',
  ];
  if (otherResultId) paths.push(`/api/results/${otherResultId}`);
  const out = [];
  for (const path of paths) {
    const r = await send(api, 'GET', path, token);
    out.push({ path, status: r.status, text: r.text });
  }
  return out;
}

describe('model answers and feedback', () => {
  it('reach the submitter after the window closes, never before and never a student who did not submit', async () => {
    const id = await publishedChallenge(api, world, challengeForm(api.clock.now));
    const submitter = await onboardedStudent(api, 'learner');
    const bystander = await onboardedStudent(api, 'bystander');
    const late = await onboardedStudent(api, 'late');

    // The firm's own builder keeps what it wrote.
    const authored = await send(api, 'GET', `/api/organisations/${world.companyId}/challenges/${id}`, world.owner.token);
    expect(authored.body['challenge'].tasks[0]).toMatchObject({ modelAnswer: 'Model: EV over EBITDA ignores leverage', feedback: 'Feedback: most picked P/B, a bank metric' });
    expect((await send(api, 'GET', `/api/organisations/${world.companyId}/challenges/${id}`, world.pendingOwner.token)).status).toBe(403);

    const seen: string[] = [];
    const call = async (method: 'GET' | 'POST' | 'PUT', path: string, token: string, body?: unknown) => {
      const r = await send(api, method, path, token, body);
      seen.push(r.text);
      return r;
    };
    expect((await call('POST', `/api/challenges/${id}/attempt`, submitter)).status).toBe(201);
    await call('PUT', `/api/challenges/${id}/attempt/answers/pick`, submitter, { answer: { optionId: 'b' } });
    await call('PUT', `/api/challenges/${id}/attempt/answers/steps`, submitter, { answer: { itemIds: ['s2', 's1', 's3', 's4'] } });
    await call('PUT', `/api/challenges/${id}/attempt/answers/memo`, submitter, { answer: { text: 'Buy it.' } });
    const resultId = (await call('POST', `/api/challenges/${id}/attempt/submit`, submitter)).body['resultId'] as string;
    const before = await call('GET', `/api/results/${resultId}`, submitter);
    expect(before.body['result']).toMatchObject({ feedback: null, review: null });
    // One who started and stopped before the close, and one who never started.
    await call('POST', `/api/challenges/${id}/attempt`, late);
    for (const token of [submitter, late, bystander]) seen.push(...(await studentResponses(id, token, resultId)).map((r) => r.text));
    seen.push(...(await studentResponses(id, undefined)).map((r) => r.text));
    for (const text of seen) expect(text).not.toMatch(modelTexts);
    // The lists were read, not refused: the challenge is in them without its answers.
    for (const r of (await studentResponses(id, submitter)).filter((x) => /\/by\/|feed/.test(x.path))) {
      expect(r.status, r.path).toBe(200);
      expect(r.text, r.path).toContain(id);
    }

    // After the window: the submitter's review, per task, in the builder's order.
    api.clock.advance(49 * hourMs);
    try {
      const review = (await send(api, 'GET', `/api/results/${resultId}`, submitter)).body['result'].review as Review;
      expect(review.companyLink).toMatch(new RegExp(`-${world.companyId.replace(/-/g, '').slice(0, 12)}$`));
      expect(review.tasks.map((t) => t.taskId)).toEqual(['pick', 'risks', 'ev', 'steps', 'memo']);
      expect(review.tasks[0]).toEqual({ taskId: 'pick', yourAnswer: { texts: ['P/B'] }, modelAnswer: 'Model: EV over EBITDA ignores leverage', feedback: 'Feedback: most picked P/B, a bank metric' });
      expect(review.tasks[1]).toEqual({ taskId: 'risks', yourAnswer: null, modelAnswer: '', feedback: '' });
      expect(review.tasks[3]?.yourAnswer).toEqual({ texts: ['NDA', 'Teaser', 'LOI', 'SPA'] });
      expect(review.tasks[4]).toMatchObject({ yourAnswer: { texts: ['Buy it.'] }, modelAnswer: 'Model memo: buy at 7x, hedge the top client' });
      const listed = (await send(api, 'GET', '/api/student/results', submitter)).body['results'] as { resultId: string; review: unknown }[];
      expect(listed.find((r) => r.resultId === resultId)?.review).toEqual(review);

      // The bystander, and a visitor, still see none of it; another student's result stays theirs.
      const bystanderSaw = await studentResponses(id, bystander, resultId);
      expect(bystanderSaw.find((r) => r.path === `/api/results/${resultId}`)?.status).toBe(404);
      for (const r of [...bystanderSaw, ...(await studentResponses(id, undefined))]) expect(r.text).not.toMatch(modelTexts);
    } finally {
      api.clock.advance(-49 * hourMs);
    }
  });

  it('appear as soon as the firm closes the challenge early', async () => {
    const id = await publishedChallenge(api, world, challengeForm(api.clock.now));
    const token = await onboardedStudent(api, 'early');
    await send(api, 'POST', `/api/challenges/${id}/attempt`, token);
    const resultId = (await send(api, 'POST', `/api/challenges/${id}/attempt/submit`, token)).body['resultId'] as string;
    expect((await send(api, 'GET', `/api/results/${resultId}`, token)).body['result'].review).toBeNull();
    const base = `/api/organisations/${world.companyId}/challenges/${id}`;
    const etag = (await send(api, 'GET', base, world.owner.token)).headers.get('etag') ?? '';
    expect((await send(api, 'POST', `${base}/close`, world.owner.token, undefined, { 'if-match': etag })).status).toBe(200);
    const review = (await send(api, 'GET', `/api/results/${resultId}`, token)).body['result'].review as Review;
    expect(review.tasks[0]).toMatchObject({ taskId: 'pick', yourAnswer: null, modelAnswer: 'Model: EV over EBITDA ignores leverage' });
  });

  it('refuses a model answer that is not storable text or too long, and an unknown task field', async () => {
    const form = challengeForm(api.clock.now);
    const tasks = form['tasks'] as Record<string, unknown>[];
    const base = `/api/organisations/${world.companyId}/challenges`;
    for (const bad of [{ modelAnswer: 'a\u0000b' }, { feedback: 'x'.repeat(3001) }, { modelAnswer: 42 }, { hint: 'unknown' }]) {
      const r = await send(api, 'POST', base, world.owner.token, { ...form, title: 'Bad model answer', tasks: [{ ...tasks[0], ...bad }] });
      expect(r.status).toBe(400);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
    }
    const written = await testDb.db.query(`SELECT count(*)::int AS n FROM events WHERE type = 'ChallengeDrafted' AND data->'content'->>'title' = 'Bad model answer'`);
    expect(written.rows[0]).toEqual({ n: 0 });
  });
});
