import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, expect, it } from 'vitest';
import { AlreadyAppliedError, ApplicationNotFoundError, applicationDecider, ApplyExternallyError, StageTransitionError, type ApplicationCommand } from './application.decider.ts';
import { nextStages, stages, type ApplicationEvent, type JobFacts, type Stage } from './application.ts';
import { JobClosedError, JobNotFoundError } from './job.errors.ts';

const jobId = 'a0000000-0000-4000-8000-000000000001';
const companyId = 'c0000000-0000-4000-8000-000000000001';
const studentId = 's0000000-0000-4000-8000-000000000001';
const applicationId = 'b0000000-0000-4000-8000-000000000001';
const now = '2026-11-22T12:00:00.000Z';
const openJob: JobFacts = { jobId, companyId, status: 'open', deadline: '2026-12-01T00:00:00.000Z', apply: 'platform', companyActive: true };

/** The decider with the job's facts as the read table would give them. */
const specFor = (job: JobFacts | null) => deciderSpec({ ...applicationDecider, initialState: () => ({ job, application: null }) });
const submit: ApplicationCommand = { type: 'SubmitApplication', data: { jobId, studentId, applicationId, hasCv: true, now } };
const submitted: ApplicationEvent = { type: 'ApplicationSubmitted', data: { applicationId, jobId, companyId, studentId, hasCv: true, submittedAt: now } };
const move = (stage: Stage, asCompanyId = companyId): ApplicationCommand => ({ type: 'MoveApplication', data: { jobId, studentId, asCompanyId, stage, by: 'e1', now } });
const moved = (from: Stage, to: Stage): ApplicationEvent => ({ type: 'ApplicationStageChanged', data: { applicationId, jobId, studentId, from, to, by: 'e1', changedAt: now } });

describe('application decider', () => {
  it('takes one application per student and job, only while the job takes them', () => {
    specFor(openJob).given([]).when(submit).then([submitted]);
    specFor(openJob).given([submitted]).when(submit).thenThrows(AlreadyAppliedError);
    specFor(null).given([]).when(submit).thenThrows(JobNotFoundError);
    specFor({ ...openJob, companyActive: false }).given([]).when(submit).thenThrows(JobNotFoundError);
    specFor({ ...openJob, status: 'closed' }).given([]).when(submit).thenThrows(JobClosedError);
    specFor({ ...openJob, deadline: now }).given([]).when(submit).thenThrows(JobClosedError);
    specFor({ ...openJob, apply: 'external' }).given([]).when(submit).thenThrows(ApplyExternallyError);
  });

  it('refuses a new application to a job an admin took down as to an unknown job; the existing ones go on', () => {
    const down = { ...openJob, takenDown: true };
    specFor(down).given([]).when(submit).thenThrows(JobNotFoundError);
    specFor(down).given([submitted]).when(move('shortlisted')).then([moved('applied', 'shortlisted')]);
    specFor(down).given([submitted]).when({ type: 'WithdrawApplication', data: { jobId, studentId, reason: 'student', now } }).then([
      { type: 'ApplicationWithdrawn', data: { applicationId, jobId, studentId, reason: 'student', withdrawnAt: now } },
    ]);
  });

  it('moves on to any later stage, or out, and never back', () => {
    for (const from of stages) {
      const past = from === 'applied' ? [submitted] : [submitted, moved('applied', from)];
      for (const to of stages.filter((s) => s !== from)) {
        const when = specFor(openJob).given(past).when(move(to));
        if (nextStages[from].includes(to)) when.then([moved(from, to)]);
        else when.thenThrows(StageTransitionError);
      }
      specFor(openJob).given(past).when(move(from)).thenNothingHappened();
    }
    expect(nextStages.applied).toEqual(['shortlisted', 'interview', 'offer', 'rejected']);
    expect(nextStages.interview).toEqual(['offer', 'rejected']);
    specFor(openJob).given([submitted]).when(move('shortlisted', 'c0000000-0000-4000-8000-000000000009')).thenThrows(JobNotFoundError);
  });

  it('a withdrawn application is gone for the employer and cannot be withdrawn or sent again', () => {
    const withdraw: ApplicationCommand = { type: 'WithdrawApplication', data: { jobId, studentId, reason: 'student', now } };
    const withdrawn: ApplicationEvent = { type: 'ApplicationWithdrawn', data: { applicationId, jobId, studentId, reason: 'student', withdrawnAt: now } };
    specFor(openJob).given([]).when(withdraw).thenThrows(ApplicationNotFoundError);
    specFor(openJob).given([submitted]).when(withdraw).then([withdrawn]);
    specFor(openJob).given([submitted, withdrawn]).when(withdraw).thenThrows(StageTransitionError);
    specFor(openJob).given([submitted, withdrawn]).when(move('shortlisted')).thenThrows(ApplicationNotFoundError);
    specFor(openJob).given([submitted, withdrawn]).when(submit).thenThrows(AlreadyAppliedError);
    specFor(openJob).given([submitted, moved('applied', 'rejected')]).when(withdraw).thenThrows(StageTransitionError);
  });

  it('records the company\'s first look once, and only for the job\'s own company', () => {
    const view = (asCompanyId = companyId): ApplicationCommand => ({ type: 'ViewApplication', data: { jobId, studentId, asCompanyId, by: 'e1', now } });
    const viewed: ApplicationEvent = { type: 'ApplicationViewed', data: { applicationId, jobId, studentId, by: 'e1', viewedAt: now } };
    specFor(openJob).given([submitted]).when(view()).then([viewed]);
    specFor(openJob).given([submitted, viewed]).when(view()).thenNothingHappened();
    specFor(openJob).given([submitted, viewed]).when(move('shortlisted')).then([moved('applied', 'shortlisted')]);
    specFor(openJob).given([submitted]).when(view('c0000000-0000-4000-8000-000000000009')).thenThrows(JobNotFoundError);
    specFor(openJob).given([]).when(view()).thenThrows(ApplicationNotFoundError);
  });

  it('closes an application still waiting on the employer once, and leaves answered ones as they are', () => {
    const close: ApplicationCommand = { type: 'CloseApplication', data: { jobId, studentId, now } };
    const closedFrom = (from: Stage): ApplicationEvent => ({ type: 'ApplicationClosed', data: { applicationId, jobId, studentId, from, closedAt: now } });
    const closedJob: JobFacts = { ...openJob, status: 'closed' };
    specFor(closedJob).given([submitted]).when(close).then([closedFrom('applied')]);
    specFor(closedJob).given([submitted, moved('applied', 'shortlisted')]).when(close).then([closedFrom('shortlisted')]);
    specFor(closedJob).given([submitted, moved('applied', 'shortlisted'), moved('shortlisted', 'interview')]).when(close).then([closedFrom('interview')]);
    specFor(closedJob).given([submitted, closedFrom('applied')]).when(close).thenNothingHappened();
    specFor(closedJob).given([submitted, moved('applied', 'rejected')]).when(close).thenNothingHappened();
    specFor(closedJob).given([submitted, moved('applied', 'shortlisted'), moved('shortlisted', 'interview'), moved('interview', 'offer')]).when(close).thenNothingHappened();
    const withdrawn: ApplicationEvent = { type: 'ApplicationWithdrawn', data: { applicationId, jobId, studentId, reason: 'student', withdrawnAt: now } };
    specFor(closedJob).given([submitted, withdrawn]).when(close).thenNothingHappened();
    specFor(closedJob).given([]).when(close).thenThrows(ApplicationNotFoundError);
    specFor(openJob).given([submitted]).when(close).thenThrows(StageTransitionError);
    // A closed application is over: neither the employer nor the student moves it again.
    specFor(closedJob).given([submitted, closedFrom('applied')]).when(move('shortlisted')).thenThrows(StageTransitionError);
    specFor(closedJob).given([submitted, closedFrom('applied')]).when({ type: 'WithdrawApplication', data: { jobId, studentId, reason: 'student', now } }).thenThrows(StageTransitionError);
  });
});
