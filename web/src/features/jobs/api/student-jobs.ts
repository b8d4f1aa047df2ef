import * as z from 'zod/mini';
import { jobSchema, myApplicationSchema, type Job, type MyApplication } from './job-schema.ts';
import { outcomeRequest as jobRequest, type Outcome } from '../../../lib/outcome-request.ts';

const jobPath = (jobId: string, rest = '') => `api/jobs/${encodeURIComponent(jobId)}${rest}`;
const applicationAnswer = z.object({ application: myApplicationSchema });

/** The public job page (no sign-in needed); 404 for unknown jobs and jobs of companies not approved. */
export function getPublicJob(jobId: string): Promise<Outcome<{ job: Job }>> {
  return jobRequest('get', jobPath(jobId), (b) => z.object({ job: jobSchema }).parse(b));
}

export function getMyApplication(jobId: string): Promise<Outcome<MyApplication | null>> {
  return jobRequest('get', jobPath(jobId, '/application'), (b) => z.object({ application: z.nullable(myApplicationSchema) }).parse(b).application);
}

/** Answers to the job's screening questions, against the `screeningVersion` the student saw. */
export interface ScreeningAnswers {
  version: number;
  answers: Record<string, string>;
}

/**
 * JSON without a CV or with the saved one; multipart with a new one (the server checks it is a PDF and saves it).
 * Screening answers travel with either (in multipart as one JSON field); 409 SCREENING_CHANGED means reload the job.
 */
export function applyToJob(jobId: string, coverNote: string, cv: File | 'saved' | null, screening?: ScreeningAnswers): Promise<Outcome<MyApplication>> {
  const parse = (b: unknown) => applicationAnswer.parse(b).application;
  const answers = screening ? { screening } : {};
  if (cv === 'saved') return jobRequest('post', jobPath(jobId, '/apply'), parse, { json: { coverNote, useSavedCv: true, ...answers } });
  if (!cv) return jobRequest('post', jobPath(jobId, '/apply'), parse, { json: { coverNote, ...answers } });
  const form = new FormData();
  form.set('coverNote', coverNote);
  if (screening) form.set('screening', JSON.stringify(screening));
  form.set('cv', cv, cv.name);
  return jobRequest('post', jobPath(jobId, '/apply'), parse, { form });
}

export function withdrawApplication(jobId: string): Promise<Outcome<MyApplication>> {
  return jobRequest('post', jobPath(jobId, '/withdraw'), (b) => applicationAnswer.parse(b).application, { json: {} });
}

export function listMyApplications(): Promise<Outcome<MyApplication[]>> {
  return jobRequest('get', 'api/student/applications', (b) => z.object({ applications: z.array(myApplicationSchema) }).parse(b).applications);
}

