import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import { applicationDecider } from './application.decider.ts';
import { applicationStreamId, openStages } from './application.ts';
import { reportEnded } from './application-ended.ts';
import { tellStudent, type ApplicationDeps } from './application.service.ts';
import { jobDecider } from './job.decider.ts';
import { JobNotFoundError } from './job.errors.ts';
import { jobStreamId } from './job.ts';
import type { ActingMember } from './job.service.ts';
import { applicationStart } from './read-models/application-facts.ts';
import { findCompanyJob, type JobView } from './read-models/job.queries.ts';

/**
 * No application stays unanswered forever: closing a job closes, in the same transaction, every application still
 * waiting on the employer (applied, shortlisted, interview) with an `ApplicationClosed` on its own stream, and then
 * mails each student the closed notice in their language. The decider closes an application only once and the mail's
 * queue id is per application, so a retried close tells nobody twice.
 */
export async function closeJob(deps: ApplicationDeps, member: ActingMember, jobId: string, expectedVersion: number): Promise<JobView> {
  const now = new Date(deps.now()).toISOString();
  const closed = await deps.db.transaction(async (tx) => {
    await handleCommand(tx, jobStreamId(jobId), jobDecider, { type: 'CloseJob', data: { jobId, asCompanyId: member.companyId, expectedVersion, by: member.accountId, now } }, {
      projections: deps.projections,
      metadata: { actor: member.accountId },
    });
    const open = await tx.query<{ application_id: string; student_id: string }>(
      'SELECT application_id, student_id FROM job_applications WHERE job_id = $1::uuid AND stage = ANY($2::text[]) ORDER BY submitted_at',
      [jobId, openStages],
    );
    const done: { applicationId: string; studentId: string }[] = [];
    for (const { application_id: applicationId, student_id: studentId } of open.rows) {
      const result = await handleCommand(tx, applicationStreamId(jobId, studentId), applicationDecider, { type: 'CloseApplication', data: { jobId, studentId, now } }, {
        projections: deps.projections,
        initialState: (inner) => applicationStart(inner, jobId),
        metadata: { actor: member.accountId },
      });
      if (result.events.length > 0) done.push({ applicationId, studentId });
      await reportEnded(deps.applicationsEnded, tx, result.events, now);
    }
    return done;
  });
  const job = await findCompanyJob(deps.db, member.companyId, jobId);
  if (!job) throw new JobNotFoundError(`No job ${jobId} in this company.`);
  for (const { applicationId, studentId } of closed) {
    await tellStudent(deps, studentId, { title: job.title, companyName: job.company.name }, applicationId, 'closed');
  }
  return job;
}
