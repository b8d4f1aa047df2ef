import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { applyMultipart, eventCount, jobsWorld, pdfBytes, postJob, registerApplicant, type JobsWorld } from './testing/job-fixtures.ts';

// Issue 23 part 2 against real Postgres: the confirmation mail, the student's timeline (applied, viewed once, the
// employer's moves), the closed notice for every open application when a job closes (once), and the company's median
// reply time, shown only from five answers on.

let testDb: TestDb;
let api: StudentApi;
let world: JobsWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-history-7q4w' });

beforeAll(async () => {
  world = await jobsWorld(testDb.db, api);
});

interface Mine {
  applicationId: string;
  jobId: string;
  stage: string;
  history: { status: string; at: string }[];
  job: { company: { responsiveness: { answered: number; counted: number; answeredPercent: number; medianHours: number } | null } };
}
const hour = 3_600_000;
const base = (w = world) => `/api/organisations/${w.companyId}/jobs`;
const emailOf = async (token: string) => ((await (await api.get('/api/student/me', bearer(token))).json()) as { user: { email: string } }).user.email;
const mineOf = async (token: string, jobId: string): Promise<Mine> => {
  const body = (await (await api.get('/api/student/applications', bearer(token))).json()) as { applications: Mine[] };
  const found = body.applications.find((a) => a.jobId === jobId);
  if (!found) throw new Error(`no application to ${jobId}`);
  return found;
};
const applicationIdOf = async (jobId: string, token: string) => (await mineOf(token, jobId)).applicationId;
const move = (jobId: string, applicationId: string, stage: string, w = world) =>
  api.post(`${base(w)}/${jobId}/applications/${applicationId}/stage`, { stage }, bearer(w.owner.token));
const close = (jobId: string, version: number) => api.post(`${base()}/${jobId}/close`, {}, { ...bearer(world.owner.token), 'if-match': `"${version}"` });

describe('the student timeline', () => {
  it('confirms the application by mail and records the first CV download as "viewed", once; a view is not an answer', async () => {
    const job = await postJob(api, world.owner.token, world.companyId);
    const student = await registerApplicant(api, 'mona');
    expect((await applyMultipart(api, job.uniqueId, student, { coverNote: 'Hi', cv: { bytes: pdfBytes('Mona'), name: 'mona.pdf' } })).status).toBe(201);
    const [confirmation] = await api.mailbox(await emailOf(student));
    expect(confirmation!.subject).toBe('We have received your application');
    expect(confirmation!.text).toContain('Your application for Summer Analyst 2026');
    expect(confirmation!.text).toContain('/student/applications');

    const applicationId = await applicationIdOf(job.uniqueId, student);
    for (const token of [world.owner.token, world.colleague.token]) {
      expect((await api.get(`${base()}/${job.uniqueId}/applications/${applicationId}/cv`, bearer(token))).status).toBe(200);
    }
    // The student's own token is refused on the employer's route and records nothing.
    expect((await api.get(`${base()}/${job.uniqueId}/applications/${applicationId}/cv`, bearer(student))).status).toBe(403);
    expect((await move(job.uniqueId, applicationId, 'shortlisted')).status).toBe(200);
    const mine = await mineOf(student, job.uniqueId);
    expect(mine.history.map((s) => s.status)).toEqual(['applied', 'viewed', 'shortlisted']);
    expect(mine.stage).toBe('shortlisted');
    const viewed = await testDb.db.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE type = 'ApplicationViewed' AND data->>'applicationId' = $1`, [applicationId]);
    expect(Number(viewed.rows[0]!.n)).toBe(1);
  });
});

describe('closing a job', () => {
  it('closes every open application once, mails each student once, and leaves declined, offered and withdrawn ones be', async () => {
    const job = await postJob(api, world.owner.token, world.companyId);
    const names = ['nora', 'otto', 'paul', 'quin', 'rosa', 'sven'];
    const students = await Promise.all(names.map((n) => registerApplicant(api, n)));
    for (const token of students) expect((await api.post(`/api/jobs/${job.uniqueId}/apply`, {}, bearer(token))).status).toBe(201);
    const [applied, shortlisted, interview, declined, offered, withdrawn] = students as [string, string, string, string, string, string];
    const idOf = (token: string) => applicationIdOf(job.uniqueId, token);
    await move(job.uniqueId, await idOf(shortlisted), 'shortlisted');
    for (const stage of ['shortlisted', 'interview']) await move(job.uniqueId, await idOf(interview), stage);
    await move(job.uniqueId, await idOf(declined), 'rejected');
    for (const stage of ['shortlisted', 'interview', 'offer']) await move(job.uniqueId, await idOf(offered), stage);
    await api.post(`/api/jobs/${job.uniqueId}/withdraw`, {}, bearer(withdrawn));

    const closed = await close(job.uniqueId, job.version);
    expect(closed.status).toBe(200);
    const expected: [string, string][] = [
      [applied, 'closed'], [shortlisted, 'closed'], [interview, 'closed'], [declined, 'rejected'], [offered, 'offer'], [withdrawn, 'withdrawn'],
    ];
    for (const [token, stage] of expected) {
      const mine = await mineOf(token, job.uniqueId);
      expect(mine.stage).toBe(stage);
      const notices = (await api.mailbox(await emailOf(token))).filter((m) => m.text.includes('has closed the job Summer Analyst 2026'));
      expect(notices, stage).toHaveLength(stage === 'closed' ? 1 : 0);
      if (stage === 'closed') expect(mine.history.at(-1)?.status).toBe('closed');
    }
    // A second close is refused (already closed) and tells nobody again; a closed application is over.
    const before = await eventCount(testDb.db);
    expect((await close(job.uniqueId, job.version + 1)).status).toBe(409);
    expect(await eventCount(testDb.db)).toBe(before);
    expect((await move(job.uniqueId, await idOf(applied), 'shortlisted')).status).toBe(409);
    expect((await api.post(`/api/jobs/${job.uniqueId}/withdraw`, {}, bearer(applied))).status).toBe(409);
    const notices = (await api.mailbox(await emailOf(applied))).filter((m) => m.text.includes('has closed the job'));
    expect(notices).toHaveLength(1);
  });
});

describe("the company's response transparency on My applications", () => {
  it('is the company page’s figure (responsivenessOf, by the app’s clock), shown once the company has answered five times', async () => {
    // A company of its own, so the answers of the tests above do not count.
    const fresh = await jobsWorld(testDb.db, api);
    const job = await postJob(api, fresh.owner.token, fresh.companyId);
    const students = await Promise.all(['tara', 'ugo', 'vera', 'wim', 'xena'].map((n) => registerApplicant(api, n)));
    for (const token of students) expect((await api.post(`/api/jobs/${job.uniqueId}/apply`, {}, bearer(token))).status).toBe(201);
    api.clock.advance(30 * hour);
    try {
      for (const [n, token] of students.entries()) {
        expect((await mineOf(token, job.uniqueId)).job.company.responsiveness).toBeNull();
        expect((await move(job.uniqueId, await applicationIdOf(job.uniqueId, token), n % 2 === 0 ? 'shortlisted' : 'rejected', fresh)).status).toBe(200);
        api.clock.advance(hour);
      }
    } finally {
      api.clock.advance(-35 * hour);
    }
    // Answers after 30, 31, 32, 33 and 34 hours: the median is 32, every application answered.
    const mine = (await mineOf(students[0]!, job.uniqueId)).job.company.responsiveness;
    expect(mine).toEqual({ answered: 5, counted: 5, answeredPercent: 100, medianHours: 32 });
    // One definition: the public figure of the company page and job pages is the same object.
    const figure = (await (await api.get(`/api/companies/${fresh.companyId}/responsiveness`)).json()) as { responsiveness: unknown };
    expect(figure.responsiveness).toEqual(mine);
    // A sixth application left unanswered counts against the company only once it waited 14 days by the app's clock.
    const late = await registerApplicant(api, 'yann');
    expect((await api.post(`/api/jobs/${job.uniqueId}/apply`, {}, bearer(late))).status).toBe(201);
    expect((await mineOf(late, job.uniqueId)).job.company.responsiveness).toMatchObject({ answered: 5, counted: 5 });
    api.clock.advance(15 * 24 * hour);
    try {
      expect((await mineOf(late, job.uniqueId)).job.company.responsiveness).toMatchObject({ answered: 5, counted: 6, answeredPercent: 83 });
    } finally {
      api.clock.advance(-15 * 24 * hour);
    }
  });
});
