import { PreconditionFailedError, ValidationError, type FieldError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import { compactContentLanguages } from '@fast-track/shared/content-languages';
import type { JobTextField } from '@fast-track/shared/jobs/job-languages';
import { JobClosedError, JobExistsError, JobNotFoundError, JobNotPublishedError, JobPublishedError } from './job.errors.ts';
import { jobDetailsProblems, scheduleProblems } from './job.rules.ts';
import { evolveJob, initialJobState, scheduleActor, type JobDetails, type JobEvent, type JobState } from './job.ts';

// ── Commands ────────────────────────────────────────────────────────────────────────────────────────────
// `asCompanyId` is the company whose membership the route proved; a job of another company is not found.
// `expectedVersion` is the client's If-Match: the version of the job it loaded, so no edit silently undoes another.
type Member = { jobId: string; asCompanyId: string; expectedVersion: number; by: string; now: string };
export type PublishJob = DomainCommand<'PublishJob', { jobId: string; companyId: string; details: JobDetails; by: string; now: string }>;
export type DraftJob = DomainCommand<'DraftJob', { jobId: string; companyId: string; details: JobDetails; by: string; now: string }>;
export type EditJob = DomainCommand<'EditJob', Member & { details: JobDetails }>;
/** `publishAt` absent: live now; else scheduled for that instant (a scheduled job may be rescheduled or published now). */
export type PublishDraft = DomainCommand<'PublishDraft', Member & { publishAt?: string }>;
export type UnscheduleJob = DomainCommand<'UnscheduleJob', Member>;
export type DeleteDraft = DomainCommand<'DeleteDraft', Member>;
/** The sweep: a scheduled job whose instant came goes live; anything else (unscheduled, published, deleted) is left. */
export type PublishScheduledJob = DomainCommand<'PublishScheduledJob', { jobId: string; now: string }>;
export type CloseJob = DomainCommand<'CloseJob', Member>;
export type JobCommand = PublishJob | DraftJob | EditJob | PublishDraft | UnscheduleJob | DeleteDraft | PublishScheduledJob | CloseJob;

type Existing = Extract<JobState, { jobId: string }>;

function ownJob(state: JobState, jobId: string, asCompanyId: string): Existing {
  if (state.status === 'none' || state.status === 'deleted' || state.companyId !== asCompanyId) throw new JobNotFoundError(`No job ${jobId} in this company.`);
  return state;
}

/** The member's own job at the version they loaded. */
function loaded(state: JobState, d: Member): Existing {
  const job = ownJob(state, d.jobId, d.asCompanyId);
  if (job.version !== d.expectedVersion) {
    throw new PreconditionFailedError(`The job changed since you loaded it (version ${job.version}, yours ${d.expectedVersion}): reload it first.`);
  }
  return job;
}

function refuse(problems: FieldError[]): void {
  if (problems.length > 0) throw new ValidationError(problems.map((p) => `${p.path}: ${p.message}`).join('; '), problems);
}

function unpublished(job: Existing, what: string): void {
  if (job.status === 'open') throw new JobPublishedError(`The job is live: ${what}.`);
  if (job.status === 'closed') throw new JobClosedError(`The job is closed: ${what}.`);
}

/**
 * The details as the facts keep them (docs/jobs.md § Languages): `sourceLanguage` only when not English,
 * `translations` only when there is one, titles trimmed, a version's empty question texts left out, so a job that
 * never used languages is written exactly as before.
 */
function stored(details: JobDetails): JobDetails {
  const { sourceLanguage: _source, translations: _versions, ...rest } = details;
  const versions = Object.fromEntries(
    Object.entries(details.translations ?? {}).map(([lng, v]) => {
      const { screening, ...texts } = v;
      return [lng, { ...texts, title: v.title.trim(), ...(screening && Object.keys(screening).length > 0 ? { screening } : {}) }];
    }),
  ) as JobDetails['translations'];
  const compact = compactContentLanguages<JobTextField>({ ...(details.sourceLanguage ? { sourceLanguage: details.sourceLanguage } : {}), ...(versions ? { translations: versions } : {}) });
  // The versions are the ones given (compactContentLanguages only leaves some out), with their requirements and questions.
  return { ...rest, ...(compact as Pick<JobDetails, 'sourceLanguage' | 'translations'>) };
}

export const jobDecider: Decider<JobState, JobCommand, JobEvent> = {
  initialState: initialJobState,
  evolve: evolveJob,
  decide(command, state) {
    switch (command.type) {
      case 'PublishJob':
      case 'DraftJob': {
        const d = command.data;
        if (state.status !== 'none') throw new JobExistsError(`Job ${d.jobId} exists.`);
        refuse(jobDetailsProblems(d.details, d.now));
        const base = { jobId: d.jobId, companyId: d.companyId, details: stored(d.details) };
        return command.type === 'PublishJob'
          ? [{ type: 'JobPublished', data: { ...base, publishedBy: d.by, publishedAt: d.now } }]
          : [{ type: 'JobDrafted', data: { ...base, draftedBy: d.by, draftedAt: d.now } }];
      }
      case 'EditJob': {
        const d = command.data;
        const job = loaded(state, d);
        if (job.status === 'closed') throw new JobClosedError('A closed job cannot be edited.');
        refuse(jobDetailsProblems(d.details, d.now));
        // A scheduled job keeps going live before its (possibly new) deadline.
        if (job.status === 'scheduled' && job.publishAt && Date.parse(d.details.deadline) <= Date.parse(job.publishAt)) {
          refuse([{ path: 'deadline', message: 'must be after the scheduled publication' }]);
        }
        return [{ type: 'JobEdited', data: { jobId: d.jobId, companyId: job.companyId, details: stored(d.details), editedBy: d.by, editedAt: d.now } }];
      }
      case 'PublishDraft': {
        const d = command.data;
        const job = loaded(state, d);
        unpublished(job, 'it cannot be published again');
        if (d.publishAt !== undefined && Date.parse(d.publishAt) > Date.parse(d.now)) {
          refuse(scheduleProblems(d.publishAt, job.deadline, d.now));
          return [{ type: 'JobScheduled', data: { jobId: d.jobId, companyId: job.companyId, publishAt: d.publishAt, scheduledBy: d.by, scheduledAt: d.now } }];
        }
        // A draft saved weeks ago may have a deadline that has passed since: it goes live only with one ahead.
        if (Date.parse(job.deadline) <= Date.parse(d.now)) refuse([{ path: 'deadline', message: 'must be in the future' }]);
        return [{ type: 'JobDraftPublished', data: { jobId: d.jobId, companyId: job.companyId, publishedBy: d.by, publishedAt: d.now } }];
      }
      case 'UnscheduleJob': {
        const d = command.data;
        const job = loaded(state, d);
        if (job.status !== 'scheduled') throw new JobNotPublishedError('Only a scheduled job can be unscheduled.');
        return [{ type: 'JobUnscheduled', data: { jobId: d.jobId, companyId: job.companyId, unscheduledBy: d.by, unscheduledAt: d.now } }];
      }
      case 'DeleteDraft': {
        const d = command.data;
        const job = loaded(state, d);
        unpublished(job, 'close it instead of deleting it');
        return [{ type: 'JobDraftDeleted', data: { jobId: d.jobId, companyId: job.companyId, deletedBy: d.by, deletedAt: d.now } }];
      }
      case 'PublishScheduledJob': {
        const d = command.data;
        if (state.status !== 'scheduled' || !state.publishAt || Date.parse(state.publishAt) > Date.parse(d.now)) return [];
        return [{ type: 'JobDraftPublished', data: { jobId: d.jobId, companyId: state.companyId, publishedBy: scheduleActor, publishedAt: d.now } }];
      }
      case 'CloseJob': {
        const d = command.data;
        const job = loaded(state, d);
        if (job.status === 'closed') throw new JobClosedError('The job is already closed.');
        if (job.status !== 'open') throw new JobNotPublishedError('A draft is not closed: delete it, or publish it first.');
        return [{ type: 'JobClosed', data: { jobId: d.jobId, companyId: job.companyId, closedBy: d.by, closedAt: d.now } }];
      }
    }
  },
};
