import type { TestDb } from '@fast-track/shared/testing/test-db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestAdmin, registerCareerCenter, registerEmployer, signInAdmin, workAddress } from '../testing/audiences.ts';
import { bearer, registerStudent, ucl, uniqueAddress, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';
import { eventCount, jobForm, jobsWorld, postJob } from './testing/job-fixtures.ts';

// Every jobs call × every kind of caller: only members of the job's company reach the employer's calls (the browser
// leaves /edit/job unguarded, the server does not), only students apply; the others get 401 or 403 problem+json and
// nothing is written.

const callers = ['visitor', 'student', 'soMember', 'owner', 'colleague', 'otherEmployer', 'careerCenter', 'admin'] as const;
type CallerName = (typeof callers)[number];

interface World {
  tokens: Record<Exclude<CallerName, 'visitor'>, string>;
  companyId: string;
  jobId: string;
  applicationId: string;
}

interface Call {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: (w: World) => string;
  body?: () => unknown;
  headers?: Record<string, string>;
  allowed: readonly CallerName[];
}

const members = ['owner', 'colleague'] as const;
const students = ['student', 'soMember'] as const;
const job = (w: World) => `/api/organisations/${w.companyId}/jobs/${w.jobId}`;
const calls: Call[] = [
  { name: 'create job', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/jobs`, body: () => jobForm({ title: '' }), allowed: members },
  { name: 'list jobs', method: 'GET', path: (w) => `/api/organisations/${w.companyId}/jobs`, allowed: members },
  { name: 'read job for editing', method: 'GET', path: job, allowed: members },
  { name: 'edit job', method: 'POST', path: (w) => `${job(w)}/edit`, body: () => jobForm(), headers: { 'if-match': '"999"' }, allowed: members },
  { name: 'close job', method: 'POST', path: (w) => `${job(w)}/close`, body: () => ({}), headers: { 'if-match': '"999"' }, allowed: members },
  // Drafts and scheduling (issue 25): the job's company's members only; a stale If-Match makes every allowed call a 412.
  { name: 'save draft', method: 'POST', path: (w) => `/api/organisations/${w.companyId}/jobs/drafts`, body: () => jobForm({ title: '' }), allowed: members },
  { name: 'publish draft', method: 'POST', path: (w) => `${job(w)}/publish`, body: () => ({}), headers: { 'if-match': '"999"' }, allowed: members },
  { name: 'unschedule job', method: 'POST', path: (w) => `${job(w)}/unschedule`, body: () => ({}), headers: { 'if-match': '"999"' }, allowed: members },
  { name: 'delete draft', method: 'DELETE', path: job, headers: { 'if-match': '"999"' }, allowed: members },
  { name: 'applicants', method: 'GET', path: (w) => `${job(w)}/applications`, allowed: members },
  { name: 'move applicant', method: 'POST', path: (w) => `${job(w)}/applications/${w.applicationId}/stage`, body: () => ({ stage: 'offer' }), allowed: members },
  { name: 'applicant CV', method: 'GET', path: (w) => `${job(w)}/applications/${w.applicationId}/cv`, allowed: members },
  { name: 'apply', method: 'POST', path: (w) => `/api/jobs/${w.jobId}/apply`, body: () => ({ coverNote: 7 }), allowed: students },
  { name: 'withdraw', method: 'POST', path: () => `/api/jobs/00000000-0000-4000-8000-00000000dead/withdraw`, body: () => ({}), allowed: students },
  { name: 'my application', method: 'GET', path: (w) => `/api/jobs/${w.jobId}/application`, allowed: students },
  { name: 'my applications', method: 'GET', path: () => '/api/student/applications', allowed: students },
  { name: 'saved CV', method: 'GET', path: () => '/api/student/cv', allowed: students },
  { name: 'save CV', method: 'POST', path: () => '/api/student/cv', body: () => ({ cv: 'not a file' }), allowed: students },
  { name: 'saved CV file', method: 'GET', path: () => '/api/student/cv/file', allowed: students },
  { name: 'remove saved CV', method: 'DELETE', path: () => '/api/student/cv', allowed: students },
];

let testDb: TestDb;
let api: StudentApi;
let world: World;
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-roles-8w1z' });

beforeAll(async () => {
  const jobs = await jobsWorld(testDb.db, api);
  const student = await registerStudent(api, uniqueAddress('roles'));
  const soMember = await registerStudent(api, uniqueAddress('society'));
  await api.post('/api/organisations/student', { name: 'UCL Careers Society', university: ucl, category: 'Finance' }, bearer(soMember));
  const other = await registerEmployer(api, workAddress('otto'));
  await createCompany(api, other.token, { name: 'Other Firm', website: 'https://other.example.com', industry: 'Law', size: '1-10', country: 'Germany' });
  const careerCenter = await registerCareerCenter(api);
  const admin = await signInAdmin(api, await createTestAdmin(testDb.db, api));
  const posted = await postJob(api, jobs.owner.token, jobs.companyId);
  const applicant = await registerStudent(api, uniqueAddress('applicant'));
  await api.post(`/api/jobs/${posted.uniqueId}/apply`, { coverNote: 'Hi' }, bearer(applicant));
  const applications = (await (await api.get(`/api/organisations/${jobs.companyId}/jobs/${posted.uniqueId}/applications`, bearer(jobs.owner.token))).json()) as {
    applications: { applicationId: string }[];
  };
  world = {
    tokens: { student, soMember, owner: jobs.owner.token, colleague: jobs.colleague.token, otherEmployer: other.token, careerCenter: careerCenter.token, admin },
    companyId: jobs.companyId,
    jobId: posted.uniqueId,
    applicationId: applications.applications[0]!.applicationId,
  };
});

describe('jobs: roles × calls', () => {
  for (const call of calls) {
    it(`${call.method} ${call.name}: only ${call.allowed.join(', ')}`, async () => {
      for (const caller of callers) {
        const headers: Record<string, string> = { ...call.headers, ...(caller === 'visitor' ? {} : bearer(world.tokens[caller])) };
        const before = await eventCount(testDb.db);
        const res =
          call.method === 'GET'
            ? await api.get(call.path(world), headers)
            : call.method === 'DELETE'
              ? await fetch(`${api.url}${call.path(world)}`, { method: 'DELETE', headers })
              : await api.post(call.path(world), call.body?.() ?? {}, headers);
        const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
        const where = `${call.name} as ${caller}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`;
        if ((call.allowed as readonly string[]).includes(caller)) {
          expect([401, 403], where).not.toContain(res.status);
          expect(res.status, where).toBeLessThan(500);
        } else {
          expect(res.status, where).toBe(caller === 'visitor' ? 401 : 403);
          expect(res.headers.get('content-type'), where).toContain('application/problem+json');
          expect(await eventCount(testDb.db), `${where} wrote events`).toBe(before);
        }
      }
    });
  }

  it('the public job page needs no sign-in', async () => {
    expect((await api.get(`/api/jobs/${world.jobId}`)).status).toBe(200);
  });
});
