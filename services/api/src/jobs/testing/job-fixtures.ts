import type { Db } from '@fast-track/shared/db/db';
import { createCompany, createTestAdmin, registerEmployer, signInAdmin, workAddress, type Registered } from '../../testing/audiences.ts';
import { bearer, registerStudent, uniqueAddress, type StudentApi } from '../../testing/student-api.ts';

// Helpers of the jobs tests: a valid editor form, and a world of an approved company with two members, a pending
// company, students and other audiences, all made through the real routes.

const dayMs = 86_400_000;

export function jobForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Summer Analyst 2026',
    type: 'internship',
    track: 'Finance',
    locations: ['London', 'Frankfurt'],
    remote: false,
    description: '<p>Join our <strong>markets</strong> team.</p>',
    requirements: ['Penultimate-year student', 'Excel'],
    salary: { min: 30000, max: 42000, currency: 'GBP', period: 'year' },
    deadline: new Date(Date.now() + 30 * dayMs).toISOString(),
    apply: { method: 'platform' },
    ...overrides,
  };
}

/** A PDF small enough for tests: the header, one empty page, the end-of-file marker. */
export function pdfBytes(text = 'CV'): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

export interface JobsWorld {
  companyId: string;
  owner: Registered;
  colleague: Registered;
  pendingCompanyId: string;
  pendingOwner: Registered;
  admin: string;
}

/** An approved company with its owner and a second member, and a pending company of another employer. */
export async function jobsWorld(db: Db, api: StudentApi): Promise<JobsWorld> {
  const domain = `jobs-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.example.com`;
  const owner = await registerEmployer(api, workAddress('olga', domain));
  const companyId = await createCompany(api, owner.token);
  const colleague = await registerEmployer(api, workAddress('tom', domain));
  await api.post(`/api/organisations/${companyId}/join-requests`, {}, bearer(colleague.token));
  const accepted = await api.post(`/api/organisations/${companyId}/join-requests/${colleague.uniqueId}`, { accept: true }, bearer(owner.token));
  if (accepted.status !== 200) throw new Error(`join request answered ${accepted.status}`);
  const admin = await signInAdmin(api, await createTestAdmin(db, api));
  const approved = await api.post(`/api/admin/organisations/${companyId}/approve`, {}, bearer(admin));
  if (approved.status !== 200) throw new Error(`approve answered ${approved.status}`);
  const pendingOwner = await registerEmployer(api, workAddress('pia'));
  const pendingCompanyId = await createCompany(api, pendingOwner.token, {
    name: 'Pending Partners',
    website: 'https://pending.example.com',
    industry: 'Law',
    size: '1-10',
    country: 'Germany',
  });
  return { companyId, owner, colleague, pendingCompanyId, pendingOwner, admin };
}

export async function postJob(api: StudentApi, token: string, companyId: string, form = jobForm()): Promise<{ uniqueId: string; version: number }> {
  const res = await api.post(`/api/organisations/${companyId}/jobs`, form, bearer(token));
  const body = (await res.json()) as { job?: { uniqueId: string; version: number } };
  if (res.status !== 201 || !body.job) throw new Error(`create job answered ${res.status} ${JSON.stringify(body)}`);
  return body.job;
}

/** A student with a first name and tracks, so applicant lists have something to show. */
export async function registerApplicant(api: StudentApi, first = 'anna'): Promise<string> {
  return registerStudent(api, uniqueAddress(first), { selected2: [{ id: 'Finance' }, { id: 'Consulting' }] });
}

/** A multipart application (cover note and, optionally, a file under `cv`). */
export function applyMultipart(api: StudentApi, jobId: string, token: string, parts: { coverNote?: string; cv?: { bytes: Buffer; name: string; type?: string } }): Promise<Response> {
  const form = new FormData();
  if (parts.coverNote !== undefined) form.set('coverNote', parts.coverNote);
  if (parts.cv) form.set('cv', new Blob([new Uint8Array(parts.cv.bytes)], { type: parts.cv.type ?? 'application/pdf' }), parts.cv.name);
  return fetch(`${api.url}/api/jobs/${jobId}/apply`, { method: 'POST', body: form, headers: bearer(token) });
}

export const eventCount = async (db: Db): Promise<number> => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
