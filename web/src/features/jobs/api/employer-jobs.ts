import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';
import type { JobRequestBody } from '../utils/job-form.ts';
import { companyJobSchema, jobSchema, type CompanyJob, type Job } from './job-schema.ts';
import { outcomeRequest as jobRequest, type Outcome } from '../../../lib/outcome-request.ts';
import { saveDownload } from '../../../lib/save-download.ts';

// The organisation's side of jobs. Nothing here is employer-specific but the paths' organisation: another audience's
// screens (student organisations, career centers) can call the same functions with their organisation's id.

const jobsOf = (organisationId: string, rest = '') => `api/organisations/${encodeURIComponent(organisationId)}/jobs${rest}`;
const jobAnswer = z.object({ job: jobSchema });

export function createJob(organisationId: string, body: JobRequestBody): Promise<Outcome<Job>> {
  return jobRequest('post', jobsOf(organisationId), (b) => jobAnswer.parse(b).job, { json: body });
}

/** Saves a new job as a draft: the company's alone until it is published (docs/jobs.md "Drafts and scheduling"). */
export function saveDraft(organisationId: string, body: JobRequestBody): Promise<Outcome<Job>> {
  return jobRequest('post', jobsOf(organisationId, '/drafts'), (b) => jobAnswer.parse(b).job, { json: body });
}

/** A draft goes live now, or at `at` (an ISO instant) when given. */
export function publishDraft(organisationId: string, jobId: string, etag: string, at?: string): Promise<Outcome<Job>> {
  return jobRequest('post', jobsOf(organisationId, `/${encodeURIComponent(jobId)}/publish`), (b) => jobAnswer.parse(b).job, { json: at ? { at } : {}, ifMatch: etag });
}

export function unscheduleJob(organisationId: string, jobId: string, etag: string): Promise<Outcome<Job>> {
  return jobRequest('post', jobsOf(organisationId, `/${encodeURIComponent(jobId)}/unschedule`), (b) => jobAnswer.parse(b).job, { json: {}, ifMatch: etag });
}

/** Deletes a draft or scheduled job (a live one is closed instead). */
export function deleteDraft(organisationId: string, jobId: string, etag: string): Promise<Outcome<null>> {
  return jobRequest('delete', jobsOf(organisationId, `/${encodeURIComponent(jobId)}`), () => null, { ifMatch: etag });
}

export function listJobs(organisationId: string): Promise<Outcome<CompanyJob[]>> {
  return jobRequest('get', jobsOf(organisationId), (b) => z.object({ jobs: z.array(companyJobSchema) }).parse(b).jobs);
}

/** The job with its ETag, for the editor. */
export function getJob(organisationId: string, jobId: string): Promise<Outcome<Job>> {
  return jobRequest('get', jobsOf(organisationId, `/${encodeURIComponent(jobId)}`), (b) => jobAnswer.parse(b).job);
}

/** Saves over the version the editor loaded (If-Match); 412 means someone saved in between. */
export function editJob(organisationId: string, jobId: string, etag: string, body: JobRequestBody): Promise<Outcome<Job>> {
  return jobRequest('post', jobsOf(organisationId, `/${encodeURIComponent(jobId)}/edit`), (b) => jobAnswer.parse(b).job, { json: body, ifMatch: etag });
}

export function closeJob(organisationId: string, jobId: string, etag: string): Promise<Outcome<Job>> {
  return jobRequest('post', jobsOf(organisationId, `/${encodeURIComponent(jobId)}/close`), (b) => jobAnswer.parse(b).job, { json: {}, ifMatch: etag });
}

/** The CV as a file: fetched with the bearer (a plain link cannot carry it) and handed to the browser as a download. */
export async function downloadCv(organisationId: string, jobId: string, applicationId: string, fileName: string): Promise<boolean> {
  const response = await http(jobsOf(organisationId, `/${encodeURIComponent(jobId)}/applications/${encodeURIComponent(applicationId)}/cv`), {
    throwHttpErrors: false,
    headers: { Accept: 'application/pdf' },
  });
  if (!response.ok) return false;
  saveDownload(await response.blob(), fileName);
  return true;
}
