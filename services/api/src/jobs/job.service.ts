import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { StreamVersionConflictError } from '@fast-track/shared/errors';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { Projection } from '@fast-track/shared/event-store/projection';
import { jobDecider, type JobCommand } from './job.decider.ts';
import { JobNotFoundError } from './job.errors.ts';
import { jobStreamId, type JobDetails } from './job.ts';
import { findCompanyJob, type JobView } from './read-models/job.queries.ts';

export interface JobsDeps {
  db: Db;
  projections: readonly Projection[];
  now: () => number;
}

/** Who acts: the account, and the company whose membership the route proved. */
export interface ActingMember {
  accountId: string;
  companyId: string;
}

async function run(deps: JobsDeps, command: JobCommand, actor: string): Promise<number> {
  const result = await handleCommand(deps.db, jobStreamId(command.data.jobId), jobDecider, command, { projections: deps.projections, metadata: { actor } });
  return result.events.length;
}

async function reread(deps: JobsDeps, companyId: string, jobId: string): Promise<JobView> {
  const job = await findCompanyJob(deps.db, companyId, jobId);
  if (!job) throw new JobNotFoundError(`No job ${jobId} in this company.`);
  return job;
}

const nowIso = (deps: JobsDeps): string => new Date(deps.now()).toISOString();

/** A new job, live at once or kept as a draft (docs/jobs.md "Drafts and scheduling"). */
export async function createJob(deps: JobsDeps, member: ActingMember, details: JobDetails, as: 'published' | 'draft'): Promise<JobView> {
  const jobId = randomUUID();
  const data = { jobId, companyId: member.companyId, details, by: member.accountId, now: nowIso(deps) };
  await run(deps, as === 'draft' ? { type: 'DraftJob', data } : { type: 'PublishJob', data }, member.accountId);
  return reread(deps, member.companyId, jobId);
}

export async function publishJob(deps: JobsDeps, member: ActingMember, details: JobDetails): Promise<JobView> {
  return createJob(deps, member, details, 'published');
}

export async function editJob(deps: JobsDeps, member: ActingMember, jobId: string, expectedVersion: number, details: JobDetails): Promise<JobView> {
  await run(deps, { type: 'EditJob', data: { jobId, asCompanyId: member.companyId, expectedVersion, details, by: member.accountId, now: nowIso(deps) } }, member.accountId);
  return reread(deps, member.companyId, jobId);
}

/** A draft goes live now, or is scheduled for `publishAt` (a scheduled one may be rescheduled or published now). */
export async function publishDraft(deps: JobsDeps, member: ActingMember, jobId: string, expectedVersion: number, publishAt?: string): Promise<JobView> {
  const data = { jobId, asCompanyId: member.companyId, expectedVersion, by: member.accountId, now: nowIso(deps), ...(publishAt ? { publishAt } : {}) };
  await run(deps, { type: 'PublishDraft', data }, member.accountId);
  return reread(deps, member.companyId, jobId);
}

export async function unscheduleJob(deps: JobsDeps, member: ActingMember, jobId: string, expectedVersion: number): Promise<JobView> {
  await run(deps, { type: 'UnscheduleJob', data: { jobId, asCompanyId: member.companyId, expectedVersion, by: member.accountId, now: nowIso(deps) } }, member.accountId);
  return reread(deps, member.companyId, jobId);
}

export async function deleteDraft(deps: JobsDeps, member: ActingMember, jobId: string, expectedVersion: number): Promise<void> {
  await run(deps, { type: 'DeleteDraft', data: { jobId, asCompanyId: member.companyId, expectedVersion, by: member.accountId, now: nowIso(deps) } }, member.accountId);
}

/**
 * The timed part of scheduling: every scheduled job whose instant has come goes live. `deps.now` is the clock the
 * module was given (the test clock on e2e servers). The decider re-checks each job in its own stream, so a job
 * unscheduled or published by hand in between is left alone, and two sweeps at once publish it once.
 */
export async function sweepScheduledJobs(deps: JobsDeps): Promise<number> {
  const now = nowIso(deps);
  const due = await deps.db.query<{ job_id: string }>(
    `SELECT job_id::text AS job_id FROM job_posts WHERE status = 'scheduled' AND publish_at <= $1 ORDER BY publish_at, job_id LIMIT 100`,
    [now],
  );
  let published = 0;
  for (const { job_id: jobId } of due.rows) {
    try {
      published += await run(deps, { type: 'PublishScheduledJob', data: { jobId, now } }, 'schedule');
    } catch (error) {
      // Another sweep (a second replica) or a member's publish got there first: the job is live or changed; move on.
      if (!(error instanceof StreamVersionConflictError)) throw error;
    }
  }
  return published;
}
