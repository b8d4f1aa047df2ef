import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerStudent, uniqueAddress, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { jobPageMeta } from './read-models/job-page-meta.ts';
import { applyMultipart, eventCount, jobForm, jobsWorld, pdfBytes, postJob, registerApplicant, type JobsWorld } from './testing/job-fixtures.ts';

// Students apply (once, with an optional PDF CV and a cover note), withdraw and list their applications; employers
// see applicants and move them through the stages, and each move is mailed to the student. Real Postgres.

let testDb: TestDb;
let api: StudentApi;
let world: JobsWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-apps-5m2x' });

beforeAll(async () => {
  world = await jobsWorld(testDb.db, api);
});

const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });
const applicantsOf = async (jobId: string, token = world.owner.token) =>
  (await json(await api.get(`/api/organisations/${world.companyId}/jobs/${jobId}/applications`, bearer(token)))).body['applications'] as {
    applicationId: string;
    firstName: string;
    university: { name: string } | null;
    tracks: string[];
    stage: string;
    coverNote: string;
    hasCv: boolean;
  }[];
/** The id of the job's single applicant (the tests below apply once per job). */
const onlyApplicationOf = async (jobId: string): Promise<string> => {
  const applicants = await applicantsOf(jobId);
  expect(applicants).toHaveLength(1);
  return applicants[0]!.applicationId;
};
const move = (jobId: string, applicationId: string, stage: string, token = world.owner.token) =>
  api.post(`/api/organisations/${world.companyId}/jobs/${jobId}/applications/${applicationId}/stage`, { stage }, bearer(token));
const emailOf = async (token: string) => ((await (await api.get('/api/student/me', bearer(token))).json()) as { user: { email: string } }).user.email;

describe('a shared job link (link-preview tags, http/page-meta.ts)', () => {
  it('previews as the job and its company; an unknown or malformed id previews as the site', async () => {
    const job = await postJob(api, world.owner.token, world.companyId);
    const shown = (await json(await api.get(`/api/jobs/${job.uniqueId}`))).body['job'] as { company: { name: string; logo: string | null } };
    const meta = jobPageMeta(testDb.db);
    expect(await meta(`/jobs/${job.uniqueId}`)).toEqual({
      title: `Summer Analyst 2026 · ${shown.company.name} · Fast-Track`,
      description: 'Join our markets team.',
      ...(shown.company.logo ? { image: shown.company.logo } : {}),
      type: 'website',
    });
    expect(await meta(`/jobs/${job.uniqueId.toUpperCase()}`)).toMatchObject({ title: `Summer Analyst 2026 · ${shown.company.name} · Fast-Track` });
    for (const other of ['/jobs/00000000-0000-4000-8000-000000000999', '/jobs/not-a-uuid', `/jobs/${job.uniqueId}/apply`]) expect(await meta(other), other).toBeUndefined();
  });
});

describe('applying', () => {
  it('with a PDF CV and a cover note: the employer sees name, university, tracks and the CV; the student sees the application', async () => {
    const job = await postJob(api, world.owner.token, world.companyId);
    const student = await registerApplicant(api, 'anna');
    const res = await json(await applyMultipart(api, job.uniqueId, student, { coverNote: '  I love markets.  ', cv: { bytes: pdfBytes('Anna'), name: 'Anna CV (final).pdf' } }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body['application']).toMatchObject({ jobId: job.uniqueId, stage: 'applied', hasCv: true, coverNote: 'I love markets.' });

    const [applicant] = await applicantsOf(job.uniqueId);
    expect(applicant).toMatchObject({ stage: 'applied', coverNote: 'I love markets.', hasCv: true, tracks: ['Finance', 'Consulting'] });
    expect(applicant!.university?.name).toContain('University College London');
    const cv = await api.get(`/api/organisations/${world.companyId}/jobs/${job.uniqueId}/applications/${applicant!.applicationId}/cv`, bearer(world.colleague.token));
    expect(cv.status).toBe(200);
    expect(cv.headers.get('content-type')).toBe('application/pdf');
    expect(cv.headers.get('content-disposition')).toContain("filename*=UTF-8''Anna%20CV%20final.pdf");
    expect(cv.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await cv.arrayBuffer()).equals(pdfBytes('Anna'))).toBe(true);
    // Nobody else reads it: not the student's own token on the employer route, not another company.
    expect((await api.get(`/api/organisations/${world.companyId}/jobs/${job.uniqueId}/applications/${applicant!.applicationId}/cv`, bearer(student))).status).toBe(403);
    expect((await api.get(`/api/organisations/${world.pendingCompanyId}/jobs/${job.uniqueId}/applications/${applicant!.applicationId}/cv`, bearer(world.pendingOwner.token))).status).toBe(404);

    const mine = (await json(await api.get('/api/student/applications', bearer(student)))).body['applications'] as { jobId: string; stage: string; job: { title: string } }[];
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ jobId: job.uniqueId, stage: 'applied', job: { title: 'Summer Analyst 2026' } });
    expect((await json(await api.get(`/api/jobs/${job.uniqueId}/application`, bearer(student)))).body['application']).toMatchObject({ stage: 'applied' });
    // The cover note and CV are not in the log.
    const logged = await testDb.db.query<{ data: unknown }>(`SELECT data FROM events WHERE stream_id LIKE 'application-%'`);
    expect(JSON.stringify(logged.rows)).not.toContain('I love markets');
  });

  it('as JSON without a CV; job counts show the applicant', async () => {
    const job = await postJob(api, world.owner.token, world.companyId);
    const student = await registerApplicant(api, 'ben');
    expect((await api.post(`/api/jobs/${job.uniqueId}/apply`, { coverNote: 'Hello' }, bearer(student))).status).toBe(201);
    expect((await api.post(`/api/jobs/${job.uniqueId}/apply`, {}, bearer(await registerApplicant(api, 'cleo')))).status).toBe(201);
    const jobs = (await json(await api.get(`/api/organisations/${world.companyId}/jobs`, bearer(world.owner.token)))).body['jobs'] as { uniqueId: string; applicants: { total: number; applied: number } }[];
    expect(jobs.find((j) => j.uniqueId === job.uniqueId)?.applicants).toMatchObject({ total: 2, applied: 2 });
  });

  it('once: a double click and a second try give one application', async () => {
    const job = await postJob(api, world.owner.token, world.companyId);
    const student = await registerApplicant(api, 'dora');
    const answers = await Promise.all(Array.from({ length: 5 }, () => applyMultipart(api, job.uniqueId, student, { coverNote: 'Twice?', cv: { bytes: pdfBytes('Dora'), name: 'cv.pdf' } })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(((await answers.find((a) => a.status === 409)!.json()) as { code: string }).code).toBe('ALREADY_APPLIED');
    expect(await applicantsOf(job.uniqueId)).toHaveLength(1);
    const rows = await testDb.db.query('SELECT 1 FROM job_application_documents d JOIN job_applications a USING (application_id) WHERE a.job_id = $1', [job.uniqueId]);
    expect(rows.rows).toHaveLength(1);
  });

  it('refuses what is not a PDF (by its bytes), a file over 10 MB, a long cover note and hostile text; nothing written', async () => {
    const job = await postJob(api, world.owner.token, world.companyId);
    const student = await registerApplicant(api, 'emil');
    const before = await eventCount(testDb.db);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await applyMultipart(api, job.uniqueId, student, { cv: { bytes: png, name: 'cv.pdf', type: 'application/pdf' } })).status).toBe(415);
    expect((await applyMultipart(api, job.uniqueId, student, { cv: { bytes: Buffer.from('%PDF-1.4 truncated'), name: 'cv.pdf' } })).status).toBe(415);
    const huge = Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    expect((await applyMultipart(api, job.uniqueId, student, { cv: { bytes: huge, name: 'cv.pdf' } })).status).toBe(413);
    expect((await applyMultipart(api, job.uniqueId, student, { coverNote: 'x'.repeat(3001), cv: { bytes: pdfBytes(), name: 'cv.pdf' } })).status).toBe(400);
    expect((await api.post(`/api/jobs/${job.uniqueId}/apply`, { coverNote: 'x'.repeat(3001) }, bearer(student))).status).toBe(400);
    // Multipart is for sending a CV: without one it is a 400 (JSON carries a note alone).
    expect((await applyMultipart(api, job.uniqueId, student, { coverNote: 'No file' })).status).toBe(400);
    for (const coverNote of ['Hi\u0000', '\ud800 hi', 42, ['a'], { a: 1 }, null]) {
      expect((await api.post(`/api/jobs/${job.uniqueId}/apply`, { coverNote }, bearer(student))).status, JSON.stringify(coverNote)).toBe(400);
    }
    expect((await api.post(`/api/jobs/${job.uniqueId}/apply`, 'coverNote=hi', { ...bearer(student), 'content-type': 'text/plain' })).status).toBe(415);
    expect(await eventCount(testDb.db)).toBe(before);
    expect((await testDb.db.query('SELECT 1 FROM job_applications WHERE job_id = $1', [job.uniqueId])).rows).toHaveLength(0);
    // After all that, the real application still goes through.
    expect((await applyMultipart(api, job.uniqueId, student, { coverNote: 'Now properly', cv: { bytes: pdfBytes(), name: 'cv.pdf' } })).status).toBe(201);
  });

  it('is refused for closed, expired, external and pending-company jobs', async () => {
    const student = await registerApplicant(api, 'finn');
    const closed = await postJob(api, world.owner.token, world.companyId);
    await api.post(`/api/organisations/${world.companyId}/jobs/${closed.uniqueId}/close`, {}, { ...bearer(world.owner.token), 'if-match': '"1"' });
    expect((await json(await api.post(`/api/jobs/${closed.uniqueId}/apply`, {}, bearer(student)))).body['code']).toBe('JOB_CLOSED');
    const external = await postJob(api, world.owner.token, world.companyId, jobForm({ apply: { method: 'external', url: 'https://firm.example.com/apply' } }));
    expect((await json(await api.post(`/api/jobs/${external.uniqueId}/apply`, {}, bearer(student)))).body['code']).toBe('APPLY_EXTERNALLY');
    const soon = await postJob(api, world.owner.token, world.companyId, jobForm({ deadline: new Date(Date.now() + 3_600_000).toISOString() }));
    api.clock.advance(2 * 3_600_000);
    try {
      expect((await json(await api.post(`/api/jobs/${soon.uniqueId}/apply`, {}, bearer(student)))).body['code']).toBe('JOB_CLOSED');
    } finally {
      api.clock.advance(-2 * 3_600_000);
    }
    const hidden = await postJob(api, world.pendingOwner.token, world.pendingCompanyId);
    expect((await api.post(`/api/jobs/${hidden.uniqueId}/apply`, {}, bearer(student))).status).toBe(404);
  });
});

describe('stages and withdrawal', () => {
  it('the employer moves an applicant on (or out); each move is mailed and shown; moves back are 409', async () => {
    const job = await postJob(api, world.owner.token, world.companyId);
    const student = await registerApplicant(api, 'gina');
    await api.post(`/api/jobs/${job.uniqueId}/apply`, { coverNote: 'Hi' }, bearer(student));
    const applicationId = await onlyApplicationOf(job.uniqueId);
    const before = await eventCount(testDb.db);
    for (const wrong of ['applied', 'withdrawn', 'hired']) {
      expect((await move(job.uniqueId, applicationId, wrong)).status, wrong).toBe(400);
    }
    expect(await eventCount(testDb.db)).toBe(before);
    for (const stage of ['shortlisted', 'interview']) {
      const moved = await json(await move(job.uniqueId, applicationId, stage, world.colleague.token));
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect((await json(await api.get(`/api/jobs/${job.uniqueId}/application`, bearer(student)))).body['application']).toMatchObject({ stage });
    }
    // Never back: an interview does not return to the short-list.
    expect((await move(job.uniqueId, applicationId, 'shortlisted')).status).toBe(409);
    for (const stage of ['offer']) {
      const moved = await json(await move(job.uniqueId, applicationId, stage, world.colleague.token));
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect((await json(await api.get(`/api/jobs/${job.uniqueId}/application`, bearer(student)))).body['application']).toMatchObject({ stage });
    }
    // Repeating the last move changes nothing and mails nothing; nothing comes after an offer but the student's choice.
    expect((await move(job.uniqueId, applicationId, 'offer')).status).toBe(200);
    expect((await move(job.uniqueId, applicationId, 'rejected')).status).toBe(409);
    const mails = await api.mailbox(await emailOf(student));
    // Three moves, three updates (the confirmation of the application itself has a subject of its own).
    const subjects = mails.filter((m) => m.subject === 'An update on your application');
    expect(subjects).toHaveLength(3);
    expect(mails[0]!.text).toContain('is making you an offer for Summer Analyst 2026');
    expect(mails[0]!.text).toContain('/student/applications');
  });

  it('a rejection is final; the mail says so kindly', async () => {
    const job = await postJob(api, world.owner.token, world.companyId);
    const student = await registerApplicant(api, 'hugo');
    await api.post(`/api/jobs/${job.uniqueId}/apply`, {}, bearer(student));
    const applicationId = await onlyApplicationOf(job.uniqueId);
    expect((await move(job.uniqueId, applicationId, 'rejected')).status).toBe(200);
    expect((await move(job.uniqueId, applicationId, 'shortlisted')).status).toBe(409);
    expect((await api.post(`/api/jobs/${job.uniqueId}/withdraw`, {}, bearer(student))).status).toBe(409);
    expect((await api.mailbox(await emailOf(student)))[0]!.text).toContain('decided not to go ahead');
  });

  it('the student withdraws: the employer no longer sees them, counts drop, nobody applies again, moves are refused', async () => {
    const job = await postJob(api, world.owner.token, world.companyId);
    const student = await registerApplicant(api, 'ida');
    await api.post(`/api/jobs/${job.uniqueId}/apply`, {}, bearer(student));
    const applicationId = await onlyApplicationOf(job.uniqueId);
    const withdrawn = await json(await api.post(`/api/jobs/${job.uniqueId}/withdraw`, {}, bearer(student)));
    expect(withdrawn.body['application']).toMatchObject({ stage: 'withdrawn' });
    expect(await applicantsOf(job.uniqueId)).toEqual([]);
    expect((await api.post(`/api/jobs/${job.uniqueId}/withdraw`, {}, bearer(student))).status).toBe(409);
    expect((await api.post(`/api/jobs/${job.uniqueId}/apply`, {}, bearer(student))).status).toBe(409);
    expect((await move(job.uniqueId, applicationId, 'shortlisted')).status).toBe(404);
    expect((await api.post(`/api/jobs/${job.uniqueId}/withdraw`, {}, bearer(await registerApplicant(api, 'jon')))).status).toBe(404);
  });

  it("an application of another company's job cannot be moved through this company", async () => {
    const job = await postJob(api, world.owner.token, world.companyId);
    const student = await registerApplicant(api, 'kai');
    await api.post(`/api/jobs/${job.uniqueId}/apply`, {}, bearer(student));
    const applicationId = await onlyApplicationOf(job.uniqueId);
    const res = await api.post(`/api/organisations/${world.pendingCompanyId}/jobs/${job.uniqueId}/applications/${applicationId}/stage`, { stage: 'shortlisted' }, bearer(world.pendingOwner.token));
    expect(res.status).toBe(404);
    expect((await applicantsOf(job.uniqueId))[0]!.stage).toBe('applied');
  });
});

describe('account deletion', () => {
  it("erases the student's cover notes and CVs and withdraws their applications", async () => {
    const job = await postJob(api, world.owner.token, world.companyId);
    const address = uniqueAddress('leo');
    const student = await registerStudent(api, address);
    await applyMultipart(api, job.uniqueId, student, { coverNote: 'Delete me later', cv: { bytes: pdfBytes('Leo'), name: 'leo.pdf' } });
    const applicationId = await onlyApplicationOf(job.uniqueId);
    expect((await api.post('/api/student/account/delete', { password: 'correct horse battery' }, bearer(student))).status).toBe(200);
    expect(await applicantsOf(job.uniqueId)).toEqual([]);
    expect((await testDb.db.query('SELECT 1 FROM job_application_documents WHERE application_id = $1', [applicationId])).rows).toHaveLength(0);
    expect((await api.get(`/api/organisations/${world.companyId}/jobs/${job.uniqueId}/applications/${applicationId}/cv`, bearer(world.owner.token))).status).toBe(404);
  });
});
