/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- response bodies are JSON the assertions check */
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { autoGradedForm, challengesWorld, onboardedStudent, publishedChallenge, send, type ChallengesWorld } from '../challenges/testing/challenge-fixtures.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { startStudentApi, type StudentApi } from '../testing/student-api.ts';

// The e2e server's test clock (TEST_CLOCK): it moves the challenge clock, only forward, only for callers on this
// machine, and nowhere at all unless switched on.

let testDb: TestDb;
let api: StudentApi;
let world: ChallengesWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { testClock: true, trustedProxies: false, adminLoginPath: '/ops-door-test-clock-3k' });

beforeAll(async () => {
  world = await challengesWorld(testDb.db, api);
});

const advance = (body: unknown, headers: Record<string, string> = {}) => send(api, 'POST', '/api/dev/clock', undefined, body, headers);

describe('POST /api/dev/clock', () => {
  it('does not exist unless TEST_CLOCK is on', async () => {
    const off = await startStudentApi(testDb.db);
    try {
      const res = await fetch(`${off.url}/api/dev/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"advanceSeconds":60}' });
      expect(res.status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('refuses bad input and relayed callers with a 4xx and moves nothing', async () => {
    for (const body of [{}, { advanceSeconds: 0 }, { advanceSeconds: -60 }, { advanceSeconds: 1.5 }, { advanceSeconds: '60' }, { advanceSeconds: 86_401 }, { advanceSeconds: 60, extra: 1 }, [60], 'null', { advanceSeconds: 'x\u0000\ud800' }]) {
      const res = await advance(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    }
    // A proxy on this machine relaying a remote caller: not local, whatever it claims.
    const relayed = await advance({ advanceSeconds: 60 }, { 'x-forwarded-for': '127.0.0.1' });
    expect(relayed.status).toBe(403);
    expect(relayed.body['code']).toBe('TEST_CLOCK_LOCAL_ONLY');
    const first = await advance({ advanceSeconds: 1 });
    expect(first.status).toBe(200);
    expect(first.body['offsetSeconds']).toBe(1);
  });

  it("moves the challenge clock: an attempt's time runs out and what was saved is submitted", async () => {
    const id = await publishedChallenge(api, world, autoGradedForm(api.clock.now, { minutes: 10 }));
    const token = await onboardedStudent(api, 'clocked');
    const started = await send(api, 'POST', `/api/challenges/${id}/attempt`, token);
    // (The previous test's second moved the start and the deadline alike.)
    expect(started.body['attempt'].remainingSeconds).toBe(600);
    await send(api, 'PUT', `/api/challenges/${id}/attempt/answers/pick`, token, { answer: { optionId: 'a' } });
    expect((await advance({ advanceSeconds: 540 })).body['offsetSeconds']).toBe(541);
    expect((await send(api, 'GET', `/api/challenges/${id}/attempt`, token)).body['attempt'].remainingSeconds).toBe(60);
    await advance({ advanceSeconds: 60 });
    const attempt = (await send(api, 'GET', `/api/challenges/${id}/attempt`, token)).body['attempt'];
    expect(attempt).toMatchObject({ status: 'submitted', remainingSeconds: 0 });
    // Only the challenge slice moved: the rest of the app (sessions, codes, events) keeps the real clock.
    expect(api.clock.now).toBeLessThan(Date.now() + 60_000);
  });
});
