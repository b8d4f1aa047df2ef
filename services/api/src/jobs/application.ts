import type { DomainEvent } from '@fast-track/shared/event-store/types';
import type { ApplyBy } from './job.ts';

// One student's application to one job: a stream of its own (`application-<jobId>-<studentId>`), so "one
// application per student and job" is the stream's own invariant and a double click clashes instead of
// duplicating. What the decision needs of the job comes from the inline read table (application-facts.ts).
// The cover note and the CV are personal data: they live in `job_application_documents`, never in the log.

export const stages = ['applied', 'shortlisted', 'interview', 'offer', 'rejected'] as const;
export type Stage = (typeof stages)[number];
/** Where an application can be: an employer's stage, or ended by the student (`withdrawn`) or the job's close (`closed`). */
export type ApplicationStatus = Stage | 'withdrawn' | 'closed';
/** Stages still waiting on the employer: these get the `closed` notice when their job closes (an offer is an answer). */
export const openStages: readonly Stage[] = ['applied', 'shortlisted', 'interview'];

/**
 * Where an employer may move an application from each stage: on to any later stage (a strong applicant may go straight
 * to interview, a whole column may be invited at once), or out; never back, and nothing after an offer or a decline.
 */
export const nextStages: Readonly<Record<Stage, readonly Stage[]>> = {
  applied: ['shortlisted', 'interview', 'offer', 'rejected'],
  shortlisted: ['interview', 'offer', 'rejected'],
  interview: ['offer', 'rejected'],
  offer: [],
  rejected: [],
};

// ── Events ──────────────────────────────────────────────────────────────────────────────────────────────
export type ApplicationSubmitted = DomainEvent<
  'ApplicationSubmitted',
  { applicationId: string; jobId: string; companyId: string; studentId: string; hasCv: boolean; submittedAt: string }
>;
export type ApplicationWithdrawn = DomainEvent<
  'ApplicationWithdrawn',
  { applicationId: string; jobId: string; studentId: string; reason: 'student' | 'account-deleted'; withdrawnAt: string }
>;
export type ApplicationStageChanged = DomainEvent<
  'ApplicationStageChanged',
  { applicationId: string; jobId: string; studentId: string; from: Stage; to: Stage; by: string; changedAt: string }
>;
/** A member of the company first downloaded the application's CV (recorded once; not an answer). */
export type ApplicationViewed = DomainEvent<'ApplicationViewed', { applicationId: string; jobId: string; studentId: string; by: string; viewedAt: string }>;
/** The job closed while the application was still open: the student's answer when the company gave none. */
export type ApplicationClosed = DomainEvent<'ApplicationClosed', { applicationId: string; jobId: string; studentId: string; from: Stage; closedAt: string }>;
export type ApplicationEvent = ApplicationSubmitted | ApplicationWithdrawn | ApplicationStageChanged | ApplicationViewed | ApplicationClosed;

// ── State ───────────────────────────────────────────────────────────────────────────────────────────────
/** What an application decision needs of its job, read from job_posts ⋈ organisations in the command's transaction. */
export interface JobFacts {
  jobId: string;
  companyId: string;
  status: 'open' | 'closed';
  deadline: string;
  apply: ApplyBy['method'];
  /** The company is approved: a pending or suspended company's jobs are not public. */
  companyActive: boolean;
  /**
   * An admin took the job down (docs/admin.md § Takedowns): no new application (404, as an unknown job), while the
   * existing ones go on (withdrawn, moved, closed). Absent: not taken down.
   */
  takenDown?: boolean;
}

export interface ApplicationState {
  job: JobFacts | null;
  application: null | { applicationId: string; stage: ApplicationStatus; viewed: boolean };
}

// ── Evolve ──────────────────────────────────────────────────────────────────────────────────────────────
export function evolveApplication(state: ApplicationState, event: ApplicationEvent): ApplicationState {
  switch (event.type) {
    case 'ApplicationSubmitted':
      return { ...state, application: { applicationId: event.data.applicationId, stage: 'applied', viewed: false } };
    case 'ApplicationWithdrawn':
      return state.application ? { ...state, application: { ...state.application, stage: 'withdrawn' } } : state;
    case 'ApplicationStageChanged':
      return state.application ? { ...state, application: { ...state.application, stage: event.data.to } } : state;
    case 'ApplicationViewed':
      return state.application ? { ...state, application: { ...state.application, viewed: true } } : state;
    case 'ApplicationClosed':
      return state.application ? { ...state, application: { ...state.application, stage: 'closed' } } : state;
  }
}

/** One stream per student and job (ids are lowercase uuids, so one student never gets two streams for a job). */
export const applicationStreamId = (jobId: string, studentId: string): string => `application-${jobId}-${studentId}`;
