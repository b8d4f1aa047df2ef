import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
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

async function run(deps: JobsDeps, command: JobCommand, actor: string): Promise<void> {
  await handleCommand(deps.db, jobStreamId(command.data.jobId), jobDecider, command, { projections: deps.projections, metadata: { actor } });
}

async function reread(deps: JobsDeps, companyId: string, jobId: string): Promise<JobView> {
  const job = await findCompanyJob(deps.db, companyId, jobId);
  if (!job) throw new JobNotFoundError(`No job ${jobId} in this company.`);
  return job;
}

export async function publishJob(deps: JobsDeps, member: ActingMember, details: JobDetails): Promise<JobView> {
  const jobId = randomUUID();
  const now = new Date(deps.now()).toISOString();
  await run(deps, { type: 'PublishJob', data: { jobId, companyId: member.companyId, details, by: member.accountId, now } }, member.accountId);
  return reread(deps, member.companyId, jobId);
}

export async function editJob(deps: JobsDeps, member: ActingMember, jobId: string, expectedVersion: number, details: JobDetails): Promise<JobView> {
  const now = new Date(deps.now()).toISOString();
  await run(deps, { type: 'EditJob', data: { jobId, asCompanyId: member.companyId, expectedVersion, details, by: member.accountId, now } }, member.accountId);
  return reread(deps, member.companyId, jobId);
}
