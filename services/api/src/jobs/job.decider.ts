import { PreconditionFailedError, ValidationError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import { JobClosedError, JobExistsError, JobNotFoundError } from './job.errors.ts';
import { jobDetailsProblems } from './job.rules.ts';
import { evolveJob, initialJobState, type JobDetails, type JobEvent, type JobState } from './job.ts';

// ── Commands ────────────────────────────────────────────────────────────────────────────────────────────
// `asCompanyId` is the company whose membership the route proved; a job of another company is not found.
// `expectedVersion` is the client's If-Match: the version of the job it loaded, so no edit silently undoes another.
export type PublishJob = DomainCommand<'PublishJob', { jobId: string; companyId: string; details: JobDetails; by: string; now: string }>;
export type EditJob = DomainCommand<
  'EditJob',
  { jobId: string; asCompanyId: string; expectedVersion: number; details: JobDetails; by: string; now: string }
>;
export type CloseJob = DomainCommand<'CloseJob', { jobId: string; asCompanyId: string; expectedVersion: number; by: string; now: string }>;
export type JobCommand = PublishJob | EditJob | CloseJob;

type Existing = Extract<JobState, { status: 'open' | 'closed' }>;

function ownJob(state: JobState, jobId: string, asCompanyId: string): Existing {
  if (state.status === 'none' || state.companyId !== asCompanyId) throw new JobNotFoundError(`No job ${jobId} in this company.`);
  return state;
}

function current(job: Existing, expectedVersion: number): void {
  if (job.version !== expectedVersion) {
    throw new PreconditionFailedError(`The job changed since you loaded it (version ${job.version}, yours ${expectedVersion}): reload it first.`);
  }
}

function valid(details: JobDetails, now: string): void {
  const problems = jobDetailsProblems(details, now);
  if (problems.length > 0) throw new ValidationError(problems.map((p) => `${p.path}: ${p.message}`).join('; '), problems);
}

export const jobDecider: Decider<JobState, JobCommand, JobEvent> = {
  initialState: initialJobState,
  evolve: evolveJob,
  decide(command, state) {
    switch (command.type) {
      case 'PublishJob': {
        const d = command.data;
        if (state.status !== 'none') throw new JobExistsError(`Job ${d.jobId} exists.`);
        valid(d.details, d.now);
        return [{ type: 'JobPublished', data: { jobId: d.jobId, companyId: d.companyId, details: d.details, publishedBy: d.by, publishedAt: d.now } }];
      }
      case 'EditJob': {
        const d = command.data;
        const job = ownJob(state, d.jobId, d.asCompanyId);
        current(job, d.expectedVersion);
        if (job.status === 'closed') throw new JobClosedError('A closed job cannot be edited.');
        valid(d.details, d.now);
        return [{ type: 'JobEdited', data: { jobId: d.jobId, companyId: job.companyId, details: d.details, editedBy: d.by, editedAt: d.now } }];
      }
      case 'CloseJob': {
        const d = command.data;
        const job = ownJob(state, d.jobId, d.asCompanyId);
        current(job, d.expectedVersion);
        if (job.status === 'closed') throw new JobClosedError('The job is already closed.');
        return [{ type: 'JobClosed', data: { jobId: d.jobId, companyId: job.companyId, closedBy: d.by, closedAt: d.now } }];
      }
    }
  },
};
