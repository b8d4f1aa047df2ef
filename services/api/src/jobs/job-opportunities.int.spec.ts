import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDemoOpportunities } from '../demo/demo-opportunities.ts';
import { opportunityDecider, opportunityStreamId } from '../opportunities/index.ts';
import { projections } from '../projections.ts';
import { bearer, registerStudent, uniqueAddress, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { jobForm, jobsWorld, postJob, type JobsWorld } from './testing/job-fixtures.ts';

// The dashboard's Opportunities (GET /api/get/percentage): a track with open jobs of approved companies lists them
// (with their page's link) and no demo entries; a track without keeps the demo's.

let testDb: TestDb;
let api: StudentApi;
let world: JobsWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-opps-2v7c' });

beforeAll(async () => {
  for (const command of buildDemoOpportunities(new Date('2026-03-01T10:00:00Z'))) {
    await handleCommand(testDb.db, opportunityStreamId(command.data.details.opportunityId), opportunityDecider, command, { projections: projections.inline });
  }
  world = await jobsWorld(testDb.db, api);
});

interface Opportunity {
  trackId: string;
  title: string;
  chip: { color: string; text: string };
  link?: string;
}
const opportunities = async (token: string) => ((await (await api.get('/api/get/percentage', bearer(token))).json()) as { oppor: Opportunity[] }).oppor;

describe('opportunities', () => {
  it('show real open jobs of the track first and the demo only for tracks without any', async () => {
    const student = await registerStudent(api, uniqueAddress('opps'), { selected2: [{ id: 'Consulting' }, { id: 'Corporate Law' }] });
    const demoConsulting = (await opportunities(student)).filter((o) => o.trackId === 'Consulting');
    expect(demoConsulting.length).toBeGreaterThan(0);
    expect(demoConsulting.every((o) => o.link === undefined)).toBe(true);

    const soon = await postJob(api, world.owner.token, world.companyId, jobForm({ title: 'Strategy Intern', track: 'Consulting', deadline: new Date(Date.now() + 3 * 86_400_000).toISOString() }));
    const later = await postJob(api, world.owner.token, world.companyId, jobForm({ title: 'Strategy Analyst', track: 'Consulting' }));
    // Neither a pending company's job, nor a closed one, nor another track's counts.
    await postJob(api, world.pendingOwner.token, world.pendingCompanyId, jobForm({ title: 'Hidden', track: 'Consulting' }));
    const closed = await postJob(api, world.owner.token, world.companyId, jobForm({ title: 'Closed', track: 'Consulting' }));
    await api.post(`/api/organisations/${world.companyId}/jobs/${closed.uniqueId}/close`, {}, { ...bearer(world.owner.token), 'if-match': '"1"' });

    const listed = await opportunities(student);
    const consulting = listed.filter((o) => o.trackId === 'Consulting');
    expect(consulting.map((o) => o.link)).toEqual([`/jobs/${soon.uniqueId}`, `/jobs/${later.uniqueId}`]);
    expect(consulting[0]).toMatchObject({ title: 'Strategy Intern · Kestrel Partners', chip: { color: 'orange', text: 'Closing soon' } });
    expect(consulting[1]!.chip).toEqual({ color: 'green', text: 'Open' });
    expect(listed.filter((o) => o.trackId === 'Corporate Law').length).toBeGreaterThan(0);
    expect(listed.findIndex((o) => o.trackId === 'Consulting')).toBe(0);
  });
});
