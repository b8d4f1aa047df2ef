import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localBlobStore } from '../storage/index.ts';
import { bearer, registerStudent, uniqueAddress, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { applyMultipart, eventCount, jobsWorld, pdfBytes, postJob, registerApplicant, type JobsWorld } from './testing/job-fixtures.ts';

// The CV kept once in the student's profile and reused when applying (issue 23): an application keeps the file it
// was sent with whatever happens to the saved one later; bad files are refused; account deletion erases it.

let testDb: TestDb;
let api: StudentApi;
let world: JobsWorld;
const folder = mkdtempSync(path.join(os.tmpdir(), 'ft-saved-cv-'));
const blobs = localBlobStore(folder);
setUpStudentApi((started) => ({ testDb, api } = started), { blobStore: blobs, adminLoginPath: '/ops-door-savedcv-3k8p' });
afterAll(() => rm(folder, { recursive: true, force: true }));

beforeAll(async () => {
  world = await jobsWorld(testDb.db, api);
});

const uploadCv = (token: string, bytes: Buffer, name = 'cv.pdf', extra: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  form.set('cv', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  return fetch(`${api.url}/api/student/cv`, { method: 'POST', body: form, headers: bearer(token) });
};
const savedOf = async (token: string) => ((await (await api.get('/api/student/cv', bearer(token))).json()) as { cv: { name: string; size: number; uploadedAt: string } | null }).cv;
const remove = (token: string) => fetch(`${api.url}/api/student/cv`, { method: 'DELETE', headers: bearer(token) });
const employerCv = async (jobId: string) => {
  const applicants = (await (await api.get(`/api/organisations/${world.companyId}/jobs/${jobId}/applications`, bearer(world.owner.token))).json()) as { applications: { applicationId: string }[] };
  const res = await api.get(`/api/organisations/${world.companyId}/jobs/${jobId}/applications/${applicants.applications[0]!.applicationId}/cv`, bearer(world.owner.token));
  return res.status === 200 ? Buffer.from(await res.arrayBuffer()) : res.status;
};

describe('the saved CV', () => {
  it('is uploaded once, reused in one step, and an application keeps what it sent after a replace or a removal', async () => {
    const student = await registerApplicant(api, 'yara');
    expect(await savedOf(student)).toBeNull();
    const first = await uploadCv(student, pdfBytes('Yara v1'), 'Yara CV.pdf');
    expect(first.status).toBe(201);
    expect(await savedOf(student)).toMatchObject({ name: 'Yara CV.pdf', size: pdfBytes('Yara v1').length });
    const own = await api.get('/api/student/cv/file', bearer(student));
    expect(Buffer.from(await own.arrayBuffer()).equals(pdfBytes('Yara v1'))).toBe(true);

    const job = await postJob(api, world.owner.token, world.companyId);
    const applied = await api.post(`/api/jobs/${job.uniqueId}/apply`, { coverNote: 'One step', useSavedCv: true }, bearer(student));
    expect(applied.status).toBe(201);
    expect(((await applied.json()) as { application: { hasCv: boolean } }).application.hasCv).toBe(true);
    expect(await employerCv(job.uniqueId)).toEqual(pdfBytes('Yara v1'));

    expect((await uploadCv(student, pdfBytes('Yara v2'), 'Yara CV 2.pdf')).status).toBe(201);
    expect(await savedOf(student)).toMatchObject({ name: 'Yara CV 2.pdf' });
    expect(await employerCv(job.uniqueId)).toEqual(pdfBytes('Yara v1'));
    expect((await remove(student)).status).toBe(200);
    expect(await savedOf(student)).toBeNull();
    expect((await api.get('/api/student/cv/file', bearer(student))).status).toBe(404);
    expect(await employerCv(job.uniqueId)).toEqual(pdfBytes('Yara v1'));
    // v2 was used by nothing once removed: its file is gone; v1 stays for the application.
    const keys = await testDb.db.query<{ cv_key: string }>('SELECT d.cv_key FROM job_application_documents d JOIN job_applications a USING (application_id) WHERE a.job_id = $1', [job.uniqueId]);
    const v1 = keys.rows[0]!.cv_key;
    const v2 = v1.replace(/[0-9a-f]{64}/, createHash('sha256').update(pdfBytes('Yara v2')).digest('hex'));
    expect(v2).not.toBe(v1);
    expect(await blobs.get(v2)).toBeUndefined();
    expect((await blobs.get(v1))!.bytes.equals(pdfBytes('Yara v1'))).toBe(true);
  });

  it('a CV sent with an application becomes the saved one; "use my saved CV" without one is a 409 and writes nothing', async () => {
    const student = await registerApplicant(api, 'zoe');
    const job = await postJob(api, world.owner.token, world.companyId);
    const before = await eventCount(testDb.db);
    const refused = await api.post(`/api/jobs/${job.uniqueId}/apply`, { useSavedCv: true }, bearer(student));
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('NO_SAVED_CV');
    expect(await eventCount(testDb.db)).toBe(before);
    expect((await applyMultipart(api, job.uniqueId, student, { cv: { bytes: pdfBytes('Zoe'), name: 'zoe.pdf' } })).status).toBe(201);
    expect(await savedOf(student)).toMatchObject({ name: 'zoe.pdf', size: pdfBytes('Zoe').length });
  });

  it('refuses what is not a PDF, a file over 10 MB, JSON, extra fields and hostile apply options; nothing saved', async () => {
    const student = await registerApplicant(api, 'abel');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await uploadCv(student, png)).status).toBe(415);
    expect((await uploadCv(student, Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024)]))).status).toBe(413);
    expect((await uploadCv(student, pdfBytes(), 'cv.pdf', { note: 'x' })).status).toBeGreaterThanOrEqual(400);
    expect((await api.post('/api/student/cv', { cv: 'x' }, bearer(student))).status).toBe(415);
    expect(await savedOf(student)).toBeNull();
    const job = await postJob(api, world.owner.token, world.companyId);
    for (const body of [{ useSavedCv: 'yes' }, { useSavedCv: 1 }, { coverNote: 'hi', cv: 'x' }, { coverNote: 'a\u0000' }]) {
      expect((await api.post(`/api/jobs/${job.uniqueId}/apply`, body, bearer(student))).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('is erased with the account, file and all', async () => {
    const address = uniqueAddress('bea');
    const student = await registerStudent(api, address);
    expect((await uploadCv(student, pdfBytes('Bea'), 'bea-erase-me.pdf')).status).toBe(201);
    const { rows } = await testDb.db.query<{ cv_key: string; student_id: string }>("SELECT cv_key, student_id FROM student_cvs WHERE cv_name = 'bea-erase-me.pdf'");
    const { cv_key: key, student_id: studentId } = rows[0]!;
    expect(await blobs.get(key)).toBeDefined();
    expect((await api.post('/api/student/account/delete', { password: 'correct horse battery' }, bearer(student))).status).toBe(200);
    expect((await testDb.db.query('SELECT 1 FROM student_cvs WHERE student_id = $1', [studentId])).rows).toHaveLength(0);
    expect(await blobs.get(key)).toBeUndefined();
  });
});
