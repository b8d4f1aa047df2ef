import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMultipart, eventCount, jobsWorld, postJob, registerApplicant, type JobsWorld } from '../jobs/testing/job-fixtures.ts';
import { localBlobStore } from '../storage/index.ts';
import { bearer, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { benignPdf, escapedJavascriptPdf, launchPdf, objectStreamJavascriptPdf } from './testing/pdf-fixtures.ts';

// Finding 22.7 through the real routes: every way a PDF comes in (a CV with an application, a team document, a
// challenge data file) refuses one with active content with 415 PDF_ACTIVE_CONTENT, and nothing is stored or
// recorded; the same route takes a plain PDF.

const folder = mkdtempSync(path.join(os.tmpdir(), 'ft-pdf-uploads-'));
let testDb: TestDb;
let api: StudentApi;
let world: JobsWorld;
setUpStudentApi((started) => ({ testDb, api } = started), { blobStore: localBlobStore(folder), adminLoginPath: '/ops-door-pdf-7c1q' });
afterAll(() => rm(folder, { recursive: true, force: true }));
beforeAll(async () => {
  world = await jobsWorld(testDb.db, api);
});

const stored = async (): Promise<string[]> => (await readdir(folder, { recursive: true })).map(String).filter((f) => !f.includes('.tmp-'));
const hostile: [string, () => Buffer][] = [
  ['/JavaScript', () => objectStreamJavascriptPdf()],
  ['#-escaped /JavaScript', () => escapedJavascriptPdf()],
  ['/Launch', () => launchPdf()],
];

async function uploadTo(url: string, token: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  const res = await fetch(`${api.url}${url}`, { method: 'POST', body: form, headers: bearer(token) });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: (await res.json()) as Record<string, unknown> };
}

describe('PDFs with active content are refused on every upload route, and nothing is stored', () => {
  it.each(hostile)('a CV with %s: 415, no application, no file', async (_what, make) => {
    const job = await postJob(api, world.owner.token, world.companyId);
    const student = await registerApplicant(api, 'pdf');
    const [files, events] = [await stored(), await eventCount(testDb.db)];
    const res = await applyMultipart(api, job.uniqueId, student, { coverNote: 'Hello', cv: { bytes: make(), name: 'cv.pdf' } });
    expect(res.status).toBe(415);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await res.json()).toMatchObject({ code: 'PDF_ACTIVE_CONTENT' });
    expect(await stored()).toEqual(files);
    expect(await eventCount(testDb.db)).toBe(events);
    // The same application with a plain PDF goes through.
    const plain = await applyMultipart(api, job.uniqueId, student, { coverNote: 'Hello', cv: { bytes: benignPdf(), name: 'cv.pdf' } });
    expect(plain.status).toBe(201);
  });

  it.each(hostile)('a team document with %s: 415, nothing listed or stored', async (_what, make) => {
    const url = `/api/organisations/${world.companyId}/documents`;
    const [files, events] = [await stored(), await eventCount(testDb.db)];
    const answer = await uploadTo(url, world.owner.token, make(), 'brochure.pdf');
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ code: 'PDF_ACTIVE_CONTENT' });
    expect(await stored()).toEqual(files);
    expect(await eventCount(testDb.db)).toBe(events);
  });

  it.each(hostile)('a challenge data file with %s: 415, nothing stored', async (_what, make) => {
    const files = await stored();
    const answer = await uploadTo(`/api/organisations/${world.companyId}/challenge-files`, world.owner.token, make(), 'case.pdf');
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ code: 'PDF_ACTIVE_CONTENT' });
    expect(await stored()).toEqual(files);
  });

  it('the plain PDF is taken by the document and data-file routes', async () => {
    expect((await uploadTo(`/api/organisations/${world.companyId}/documents`, world.owner.token, benignPdf(), 'brochure.pdf')).status).toBe(201);
    expect((await uploadTo(`/api/organisations/${world.companyId}/challenge-files`, world.owner.token, benignPdf(), 'case.pdf')).status).toBe(201);
  });
});
