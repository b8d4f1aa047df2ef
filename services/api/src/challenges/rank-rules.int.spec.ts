/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- response bodies are JSON the assertions check */
import { rebuildProjections } from '@fast-track/shared/event-store/rebuild';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import type { StudentApi } from '../testing/student-api.ts';
import { challengePercentilesProjection } from './read-models/percentiles.projection.ts';
import * as fixtures from './testing/challenge-fixtures.ts';
import { autoGradedForm, challengesWorld, cohortSettled, onboardedStudent, publishedChallenge, send, type ChallengesWorld } from './testing/challenge-fixtures.ts';

// Issue 23, a rank that tells the truth (docs/challenges.md § Rank rules), on real Postgres: no percentile
// below 20 ranked results (a cohort of one shows none anywhere), ties share, a hidden rank shows no band, and the
// percentile table rebuilt from the log equals the live one.

let testDb: TestDb;
let api: StudentApi;
let world: ChallengesWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-rank-rules-4k' });

beforeAll(async () => {
  world = await challengesWorld(testDb.db, api);
});

/** One student's result: 'a' answers the first task right (10 of 40 points, 25 %). */
async function takeChallenge(id: string, token: string): Promise<string> {
  await send(api, 'POST', `/api/challenges/${id}/attempt`, token);
  await send(api, 'PUT', `/api/challenges/${id}/attempt/answers/pick`, token, { answer: { optionId: 'a' } });
  return (await send(api, 'POST', `/api/challenges/${id}/attempt/submit`, token)).body['resultId'] as string;
}

const rankOthers = (challengeId: string, percents: number[]) => fixtures.rankOthers(testDb.db, api.clock.now, challengeId, percents);
const settled = (challengeId: string, n: number) => cohortSettled(testDb.db, challengeId, n);

async function views(token: string, resultId: string) {
  const result = (await send(api, 'GET', `/api/results/${resultId}`, token)).body['result'];
  const certificate = (await send(api, 'GET', `/api/student/certificates/${result.certificateId as string}`, token)).body['certificate'];
  const found = (await send(api, 'GET', `/api/find/${result.certificateId as string}`)).body;
  const gauge = (await send(api, 'GET', '/api/get/percentage', token)).body;
  return { result, certificate, found, gauge };
}

describe('the rank rule', () => {
  it('a cohort of one shows the score and how many results are missing, and no percentile anywhere', async () => {
    const id = await publishedChallenge(api, world, autoGradedForm(api.clock.now, { title: 'Alone' }));
    const token = await onboardedStudent(api, 'alone');
    const resultId = await takeChallenge(id, token);
    await settled(id, 1);
    const { result, certificate, found, gauge } = await views(token, resultId);
    expect(result.score.percent).toBe(25);
    expect(result.rank).toEqual({ band: null, percentile: null, cohortSize: 1, needed: 19, minimum: 20, hidden: false, cohort: { track: 'Finance', yearOfStudy: 'finalYear' } });
    expect(certificate).toMatchObject({ score: 25, band: null, cohort: { track: 'Finance', yearOfStudy: 'finalYear', size: 1, minimum: 20 } });
    expect(found).toMatchObject({ genuine: true, score: 25, band: null, cohort: { size: 1 } });
    expect(gauge).toMatchObject({ ranked: false, percent: { value: 0 }, cohort: null });
    expect(gauge['cohorts']).toEqual([{ track: 'Finance', yearOfStudy: 'finalYear', value: null, band: null, rank: null, size: 0, average: 0, score: 25, results: 1, minimum: 20, hidden: false }]);
    const stored = await testDb.db.query('SELECT percentile, cohort_size FROM challenge_percentiles WHERE challenge_id = $1', [id]);
    expect(stored.rows).toEqual([{ percentile: null, cohort_size: 1 }]);
  });

  it('ranks everyone once the 20th result arrives: ties share, bands everywhere, hiding removes them, rebuild equals live', async () => {
    const id = await publishedChallenge(api, world, autoGradedForm(api.clock.now, { title: 'Twenty' }));
    const token = await onboardedStudent(api, 'twenty');
    const resultId = await takeChallenge(id, token);
    // Two others tie with the student's 25 %, sixteen score less: nineteen results, still no percentile.
    await rankOthers(id, [25, 25, ...Array.from({ length: 16 }, (_, n) => n)]);
    await settled(id, 19);
    const nineteen = await testDb.db.query<{ n: string; sizes: number[] }>('SELECT count(percentile) AS n, array_agg(DISTINCT cohort_size) AS sizes FROM challenge_percentiles WHERE challenge_id = $1', [id]);
    expect(nineteen.rows[0]).toEqual({ n: '0', sizes: [19] });
    expect((await views(token, resultId)).result.rank).toMatchObject({ band: null, cohortSize: 19, needed: 1 });

    await rankOthers(id, [0]);
    await settled(id, 20);
    // 17 below and 2 level of 19 others: 100 × (17 + ½·2) / 19 = 94.7368, shared by the three tied results.
    const tied = await testDb.db.query<{ p: string }>('SELECT percentile::text AS p FROM challenge_percentiles WHERE challenge_id = $1 AND percent = 25', [id]);
    expect(tied.rows.map((r) => r.p)).toEqual(['94.7368', '94.7368', '94.7368']);
    const last = await testDb.db.query<{ p: string }>('SELECT percentile::float8::text AS p FROM challenge_percentiles WHERE challenge_id = $1 ORDER BY percent LIMIT 2', [id]);
    // The two 0 % results (none below, one level): 100 × ½ / 19 — a last place the screens show as "keep going".
    expect(last.rows.map((r) => r.p)).toEqual(['2.6316', '2.6316']);

    const shown = await views(token, resultId);
    expect(shown.result.rank).toMatchObject({ band: 'top10', percentile: 94.7, cohortSize: 20, needed: 0, hidden: false });
    expect(shown.certificate).toMatchObject({ score: 25, band: 'top10', cohort: { size: 20 } });
    expect(shown.found).toMatchObject({ score: 25, band: 'top10', cohort: { size: 20 } });
    const line = (shown.gauge['cohorts'] as { track: string }[]).find((c) => c.track === 'Finance');
    // Equal track percentiles share the first place; the position shows because the band is in the top quarter.
    expect(line).toMatchObject({ value: 94.7, band: 'top10', rank: 1, size: 20, score: 25, hidden: false });

    expect((await send(api, 'PUT', '/api/student/settings/rank', token, { visibleToEmployers: false })).status).toBe(200);
    const hidden = await views(token, resultId);
    expect(hidden.result.rank).toMatchObject({ band: null, percentile: null, hidden: true });
    expect(hidden.certificate).toMatchObject({ score: 25, band: null, visibleToEmployers: false });
    expect(hidden.found).toMatchObject({ score: null, band: null });
    expect((hidden.gauge['cohorts'] as { track: string }[]).find((c) => c.track === 'Finance')).toMatchObject({ value: null, band: null, rank: null, hidden: true, score: 25 });
    expect(hidden.gauge).toMatchObject({ ranked: false, percent: { value: 0 } });

    const read = () => testDb.db.query('SELECT * FROM challenge_percentiles ORDER BY attempt_id').then((r) => r.rows);
    const live = await read();
    await rebuildProjections(testDb.db, { inline: [], async: [challengePercentilesProjection] });
    expect(await read()).toEqual([]);
    await settled(id, 20);
    expect(await read()).toEqual(live);
  });
});
