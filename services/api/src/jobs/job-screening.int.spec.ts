import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { eventCount, jobForm, jobsWorld, pdfBytes, postJob, registerApplicant, type JobsWorld } from './testing/job-fixtures.ts';

// Screening questions on real Postgres (docs/jobs.md "Screening questions"): students see the questions without the
// knock-out answers, answer every one against the version they saw, and a knock-out answer declines at once (with
// the usual stage mail); the company reads the answers on the application, no student ever does.

let testDb: TestDb;
let api: StudentApi;
let world: JobsWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-screening-4q9t' });

beforeAll(async () => {
  world = await jobsWorld(testDb.db, api);
});

const screening = [
  { id: 'visa', kind: 'yes-no', prompt: 'Do you need a work visa?', knockOut: ['yes'] },
  { id: 'level', kind: 'choice', prompt: 'Your German?', options: ['None', 'B2', 'C1'], knockOut: ['None'] },
  { id: 'why', kind: 'text', prompt: 'Why this team?' },
];
const good = { visa: 'no', level: 'C1', why: 'Markets.' };
type PublicJob = { uniqueId: string; version: number; screeningVersion: number; screening: Record<string, unknown>[] };
const publicJob = async (jobId: string) => ((await (await api.get(`/api/jobs/${jobId}`)).json()) as { job: PublicJob }).job;
const apply = (jobId: string, token: string, body: Record<string, unknown>) => api.post(`/api/jobs/${jobId}/apply`, body, bearer(token));
const emailOf = async (token: string) => ((await (await api.get('/api/student/me', bearer(token))).json()) as { user: { email: string } }).user.email;

describe('screening questions', () => {
  it('students read the questions without which answers knock out', async () => {
    const job = await postJob(api, world.owner.token, world.companyId, jobForm({ screening }));
    const seen = await publicJob(job.uniqueId);
    expect(seen.screening).toEqual([
      { id: 'visa', kind: 'yes-no', prompt: 'Do you need a work visa?' },
      { id: 'level', kind: 'choice', prompt: 'Your German?', options: ['None', 'B2', 'C1'] },
      { id: 'why', kind: 'text', prompt: 'Why this team?' },
    ]);
    expect(JSON.stringify(seen)).not.toContain('knockOut');
    const own = ((await (await api.get(`/api/organisations/${world.companyId}/jobs/${job.uniqueId}`, bearer(world.owner.token))).json()) as { job: PublicJob }).job;
    expect(own.screening[0]).toMatchObject({ knockOut: ['yes'] });
  });

  it('every question is answered against the version the student saw; else a 409 to reload, and nothing is written', async () => {
    const job = await postJob(api, world.owner.token, world.companyId, jobForm({ screening }));
    const { screeningVersion } = await publicJob(job.uniqueId);
    const student = await registerApplicant(api);
    const before = await eventCount(testDb.db);
    expect(((await (await apply(job.uniqueId, student, { coverNote: 'Hi' })).json()) as { code: string }).code).toBe('SCREENING_CHANGED');
    const missing = await apply(job.uniqueId, student, { screening: { version: screeningVersion, answers: { visa: 'no', level: 'C1' } } });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual(['screening.answers.why']);
    expect((await apply(job.uniqueId, student, { screening: { version: screeningVersion, answers: { ...good, level: 'A1' } } })).status).toBe(400);
    expect(await eventCount(testDb.db)).toBe(before);

    // An edit that keeps the questions keeps the version; one that changes them makes the old answers stale.
    const editPath = `/api/organisations/${world.companyId}/jobs/${job.uniqueId}/edit`;
    await api.post(editPath, jobForm({ screening, title: 'Renamed' }), { ...bearer(world.owner.token), 'if-match': '"1"' });
    expect((await publicJob(job.uniqueId)).screeningVersion).toBe(screeningVersion);
    await api.post(editPath, jobForm({ screening: screening.slice(1) }), { ...bearer(world.owner.token), 'if-match': '"2"' });
    expect((await publicJob(job.uniqueId)).screeningVersion).toBe(3);
    const stale = await apply(job.uniqueId, student, { screening: { version: screeningVersion, answers: good } });
    expect(stale.status).toBe(409);
    const fresh = await apply(job.uniqueId, student, { screening: { version: 3, answers: { level: 'B2', why: 'Markets.' } } });
    expect(fresh.status).toBe(201);
    expect(((await fresh.json()) as { application: { stage: string } }).application.stage).toBe('applied');
  });

  it('a knock-out answer declines at once, with the usual mail; answers reach the company only', async () => {
    const job = await postJob(api, world.owner.token, world.companyId, jobForm({ screening }));
    const { screeningVersion } = await publicJob(job.uniqueId);
    const student = await registerApplicant(api);
    const res = await apply(job.uniqueId, student, { coverNote: 'Hello', screening: { version: screeningVersion, answers: { ...good, visa: 'yes' } } });
    expect(res.status).toBe(201);
    const application = ((await res.json()) as { application: Record<string, unknown> }).application;
    expect(application).toMatchObject({ stage: 'rejected' });
    expect(JSON.stringify(application)).not.toMatch(/screening|knockOut|Markets/);
    const mine = await (await api.get(`/api/jobs/${job.uniqueId}/application`, bearer(student))).text();
    expect(mine).not.toMatch(/screening|knockOut|Markets/);
    const subjects = (await api.mailbox(await emailOf(student))).map((m) => m.subject);
    expect(subjects).toContain('An update on your application');

    const listed = (await (await api.get(`/api/organisations/${world.companyId}/jobs/${job.uniqueId}/applications`, bearer(world.colleague.token))).json()) as {
      applications: { stage: string; screeningAnswers: unknown[] }[];
    };
    expect(listed.applications[0]).toMatchObject({
      stage: 'rejected',
      screeningAnswers: [
        { questionId: 'visa', kind: 'yes-no', prompt: 'Do you need a work visa?', answer: 'yes', knockOut: true },
        { questionId: 'level', kind: 'choice', prompt: 'Your German?', answer: 'C1', knockOut: false },
        { questionId: 'why', kind: 'text', prompt: 'Why this team?', answer: 'Markets.', knockOut: false },
      ],
    });

    // The answers are personal data: deleting the account erases them.
    expect((await api.post('/api/student/account/delete', { password: 'correct horse battery' }, bearer(student))).status).toBe(200);
    const left = await testDb.db.query('SELECT 1 FROM job_screening_answers WHERE job_id = $1::uuid', [job.uniqueId]);
    expect(left.rows).toHaveLength(0);
  });

  it('multipart applications carry the answers as one JSON field', async () => {
    const job = await postJob(api, world.owner.token, world.companyId, jobForm({ screening }));
    const { screeningVersion } = await publicJob(job.uniqueId);
    const student = await registerApplicant(api);
    const form = new FormData();
    form.set('coverNote', 'With a CV');
    form.set('screening', JSON.stringify({ version: screeningVersion, answers: good }));
    form.set('cv', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'cv.pdf');
    const res = await fetch(`${api.url}/api/jobs/${job.uniqueId}/apply`, { method: 'POST', body: form, headers: bearer(student) });
    expect(res.status).toBe(201);
    const bad = new FormData();
    bad.set('screening', '{not json');
    bad.set('cv', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'cv.pdf');
    const other = await registerApplicant(api);
    expect((await fetch(`${api.url}/api/jobs/${job.uniqueId}/apply`, { method: 'POST', body: bad, headers: bearer(other) })).status).toBe(400);
  });

  it('refuses questions that break the rules with a 400 naming the field', async () => {
    const refused = await api.post(`/api/organisations/${world.companyId}/jobs`, jobForm({ screening: [{ id: 'x', kind: 'choice', prompt: 'One?', options: ['A'], knockOut: [] }] }), bearer(world.owner.token));
    expect(refused.status).toBe(400);
    const unknownKind = await api.post(`/api/organisations/${world.companyId}/jobs`, jobForm({ screening: [{ id: 'x', kind: 'essay', prompt: 'Long?' }] }), bearer(world.owner.token));
    expect(unknownKind.status).toBe(400);
  });
});
