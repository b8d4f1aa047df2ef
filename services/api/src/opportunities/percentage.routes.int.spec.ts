import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { rebuildProjections } from '@fast-track/shared/event-store/rebuild';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoOpportunities } from '../demo/demo-opportunities.ts';
import { projections } from '../projections.ts';
import { bearer, registerStudent, startStudentApi, uniqueAddress, type StudentApi } from '../testing/student-api.ts';
import { opportunityDecider, opportunityStreamId } from './index.ts';

let testDb: TestDb;
let api: StudentApi;

beforeAll(async () => {
  testDb = await openTestDb();
  api = await startStudentApi(testDb.db);
  for (const command of buildDemoOpportunities(new Date('2026-03-01T10:00:00Z'))) {
    await handleCommand(testDb.db, opportunityStreamId(command.data.details.opportunityId), opportunityDecider, command, {
      projections: projections.inline,
    });
  }
});

afterAll(async () => {
  await api.close();
  await testDb.dispose();
});

interface Progress {
  percent: { value: number };
  oppor: { trackId: string; imageUrl: string; title: string; chip: { color: string; text: string } }[];
  nextSteps: { link: string | null }[];
}

const progress = async (token: string) => {
  const res = await api.get('/api/get/percentage', bearer(token));
  expect(res.status).toBe(200);
  return (await res.json()) as Progress;
};

describe('GET /api/get/percentage', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    expect((await api.get('/api/get/percentage')).status).toBe(401);
    expect((await api.get('/api/get/percentage', bearer('x'.repeat(43)))).status).toBe(401);
  });

  it('answers { percent: { value }, oppor } and the ranking fields (docs/challenges.md), the value at 0 until rankings exist', async () => {
    const body = await progress(await registerStudent(api, uniqueAddress(), { selected2: [{ id: 'Consulting' }] }));
    expect(Object.keys(body).sort()).toEqual(['cohort', 'cohorts', 'nextAction', 'nextSteps', 'oppor', 'percent', 'ranked']);
    expect(body.percent).toEqual({ value: 0 });
    // No Induction Challenge of the track exists yet: no next action, and no step sends the student back to /student.
    expect(body).toMatchObject({ ranked: false, cohort: null, cohorts: [], nextAction: null });
    expect(body.nextSteps.map((s) => s.link)).toEqual(['/student/applications', null, null, null, null]);
    expect(body.oppor.length).toBeGreaterThan(0);
    for (const o of body.oppor) {
      expect(Object.keys(o).sort()).toEqual(['chip', 'imageUrl', 'title', 'trackId']);
      expect(Object.keys(o.chip).sort()).toEqual(['color', 'text']);
    }
  });

  it("lists only the opportunities of the student's tracks, and follows a change of tracks", async () => {
    const token = await registerStudent(api, uniqueAddress(), { selected2: [{ id: 'Finance' }] });
    expect(new Set((await progress(token)).oppor.map((o) => o.trackId))).toEqual(new Set(['Finance']));

    const changed = await api.post('/api/student/settings/tracks', { selectedItem: [{ id: 'Corporate Law' }, { id: 'Start-Up' }] }, bearer(token));
    expect(changed.status).toBe(200);
    const after = await progress(token);
    expect(new Set(after.oppor.map((o) => o.trackId))).toEqual(new Set(['Corporate Law', 'Start-Up']));
    expect(after.oppor.some((o) => o.chip.color === 'green')).toBe(true);
    expect(after.oppor.some((o) => o.chip.color !== 'green')).toBe(true);
  });

  it('rebuilds opportunities and student tracks/language from the log into the same rows', async () => {
    const token = await registerStudent(api, uniqueAddress(), { selected2: [{ id: 'Finance' }] });
    await api.post('/api/student/settings/tracks', { selectedItem: [{ id: 'MBA Track' }] }, bearer(token));
    await api.post('/api/student/settings/language', { lng: 'it' }, bearer(token));
    const snapshot = async () => ({
      opportunities: (await testDb.db.query('SELECT * FROM opportunities ORDER BY opportunity_id')).rows,
      students: (await testDb.db.query('SELECT s.student_id, s.tracks, a.lng FROM students s JOIN accounts a ON a.account_id = s.student_id ORDER BY s.student_id')).rows,
    });
    const live = await snapshot();
    expect(live.students.some((r) => (r as { lng: string | null }).lng === 'it')).toBe(true);
    await rebuildProjections(testDb.db, projections);
    expect(await snapshot()).toEqual(live);
    expect(new Set((await progress(token)).oppor.map((o) => o.trackId))).toEqual(new Set(['MBA Track']));
  });
});
