import { ConflictError, NotFoundError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import { evolveApplication, nextStages, openStages, type ApplicationEvent, type ApplicationState, type Stage } from './application.ts';
import { JobClosedError, JobNotFoundError } from './job.errors.ts';

export class AlreadyAppliedError extends ConflictError {
  override readonly code = 'ALREADY_APPLIED';
}
export class ApplyExternallyError extends ConflictError {
  override readonly code = 'APPLY_EXTERNALLY';
}
export class ApplicationNotFoundError extends NotFoundError {
  override readonly code = 'APPLICATION_NOT_FOUND';
}
/** Withdrawn, rejected, or a move the pipeline does not allow (offer → applied…). */
export class StageTransitionError extends ConflictError {
  override readonly code = 'STAGE_TRANSITION';
}

const isOpen = (stage: string): stage is Stage => (openStages as readonly string[]).includes(stage);

// ── Commands ────────────────────────────────────────────────────────────────────────────────────────────
type Key = { jobId: string; studentId: string; now: string };
export type SubmitApplication = DomainCommand<'SubmitApplication', Key & { applicationId: string; hasCv: boolean }>;
export type WithdrawApplication = DomainCommand<'WithdrawApplication', Key & { reason: 'student' | 'account-deleted' }>;
/** `asCompanyId`: the company whose membership the route proved. */
export type MoveApplication = DomainCommand<'MoveApplication', Key & { asCompanyId: string; stage: Stage; by: string }>;
/** A company member opened the application (downloaded its CV); only the first time is recorded. */
export type ViewApplication = DomainCommand<'ViewApplication', Key & { asCompanyId: string; by: string }>;
/** The job closed: an application still waiting on the employer is closed; any other is left as it is. */
export type CloseApplication = DomainCommand<'CloseApplication', Key>;
export type ApplicationCommand = SubmitApplication | WithdrawApplication | MoveApplication | ViewApplication | CloseApplication;

export const applicationDecider: Decider<ApplicationState, ApplicationCommand, ApplicationEvent> = {
  initialState: () => ({ job: null, application: null }),
  evolve: evolveApplication,
  decide(command, { job, application }) {
    const { jobId, studentId, now } = command.data;
    switch (command.type) {
      case 'SubmitApplication': {
        if (!job || !job.companyActive || job.takenDown) throw new JobNotFoundError(`No job ${jobId}.`);
        if (application) throw new AlreadyAppliedError('You have already applied to this job.');
        if (job.status === 'closed' || Date.parse(job.deadline) <= Date.parse(now)) throw new JobClosedError('Applications to this job are closed.');
        if (job.apply !== 'platform') throw new ApplyExternallyError("This job takes applications on the company's own site.");
        const { applicationId, hasCv } = command.data;
        return [{ type: 'ApplicationSubmitted', data: { applicationId, jobId, companyId: job.companyId, studentId, hasCv, submittedAt: now } }];
      }
      case 'WithdrawApplication': {
        if (!application) throw new ApplicationNotFoundError('You have not applied to this job.');
        if (application.stage === 'withdrawn') throw new StageTransitionError('The application is already withdrawn.');
        if (application.stage === 'rejected') throw new StageTransitionError('The application was already declined.');
        if (application.stage === 'closed') throw new StageTransitionError('The job closed; the application is closed.');
        const { applicationId } = application;
        return [{ type: 'ApplicationWithdrawn', data: { applicationId, jobId, studentId, reason: command.data.reason, withdrawnAt: now } }];
      }
      case 'MoveApplication': {
        const { asCompanyId, stage, by } = command.data;
        if (!job || job.companyId !== asCompanyId) throw new JobNotFoundError(`No job ${jobId} in this company.`);
        if (!application || application.stage === 'withdrawn') throw new ApplicationNotFoundError('No such application (it may have been withdrawn).');
        if (application.stage === 'closed') throw new StageTransitionError('The job closed; the application is closed.');
        // A repeated move (a double click, a retry) changes nothing and tells nobody twice.
        if (application.stage === stage) return [];
        if (!nextStages[application.stage].includes(stage)) {
          throw new StageTransitionError(`An application cannot move from ${application.stage} to ${stage}.`);
        }
        const { applicationId } = application;
        return [{ type: 'ApplicationStageChanged', data: { applicationId, jobId, studentId, from: application.stage, to: stage, by, changedAt: now } }];
      }
      case 'ViewApplication': {
        if (!job || job.companyId !== command.data.asCompanyId) throw new JobNotFoundError(`No job ${jobId} in this company.`);
        if (!application || application.stage === 'withdrawn') throw new ApplicationNotFoundError('No such application (it may have been withdrawn).');
        if (application.viewed) return [];
        const { applicationId } = application;
        return [{ type: 'ApplicationViewed', data: { applicationId, jobId, studentId, by: command.data.by, viewedAt: now } }];
      }
      case 'CloseApplication': {
        // Idempotent: a second close (a retried job close, a replay) finds nothing open and tells nobody twice.
        if (!application) throw new ApplicationNotFoundError('No such application.');
        if (job?.status !== 'closed') throw new StageTransitionError('Only the close of its job closes an application.');
        const from = application.stage;
        if (!isOpen(from)) return [];
        const { applicationId } = application;
        return [{ type: 'ApplicationClosed', data: { applicationId, jobId, studentId, from, closedAt: now } }];
      }
    }
  },
};
