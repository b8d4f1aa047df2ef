import type { DomainEvent } from '@fast-track/shared/event-store/types';
import type { ScreeningQuestion } from '@fast-track/shared/jobs/screening';
import type { Visibility } from '@fast-track/shared/visibility';
import type { JobLanguages } from '@fast-track/shared/jobs/job-languages';

// A job post of a company: one stream per job (`job-<jobId>`). The company's review status is not part of the job:
// the public reads join the organisations table, so a pending company's jobs appear the moment it is approved.

export const jobTypes = ['internship', 'graduate', 'placement', 'part-time'] as const;
export type JobType = (typeof jobTypes)[number];

export const salaryCurrencies = ['EUR', 'GBP', 'USD', 'CHF', 'PLN', 'SEK', 'NOK', 'DKK', 'CZK', 'HUF', 'RON', 'TRY'] as const;
export type SalaryCurrency = (typeof salaryCurrencies)[number];
export const salaryPeriods = ['year', 'month', 'hour'] as const;
export type SalaryPeriod = (typeof salaryPeriods)[number];

export interface SalaryRange {
  min: number;
  max: number;
  currency: SalaryCurrency;
  period: SalaryPeriod;
}

/** How students apply: through the platform (applications here) or on the company's own site. */
export type ApplyBy = { method: 'platform' } | { method: 'external'; url: string };

/**
 * What the editor writes; the same shape on create and edit. The texts are the source language's; `sourceLanguage`
 * (absent: English) and `translations` (the other language versions, absent: none) are kept only when used
 * (docs/jobs.md § Languages).
 */
export interface JobDetails extends JobLanguages {
  title: string;
  type: JobType;
  /** A track id of @fast-track/shared/tracks. */
  track: string;
  locations: string[];
  remote: boolean;
  /** Sanitised HTML (the server's allowlist, job-description.ts). */
  description: string;
  requirements: string[];
  salary: SalaryRange | null;
  /** ISO-8601 instant; applications close then. */
  deadline: string;
  apply: ApplyBy;
  /** Who may see and apply (organisations/audience.ts); absent means everyone. */
  visibility?: Visibility;
  /** Questions every applicant answers (docs/jobs.md "Screening questions"); absent means none. */
  screening?: ScreeningQuestion[];
}

// ── Events ──────────────────────────────────────────────────────────────────────────────────────────────
// A job is born published (`JobPublished`) or as a draft (`JobDrafted`); a draft goes live now or at a scheduled
// instant (`JobScheduled`, then `JobDraftPublished` by the sweep), or is deleted. Only a live job closes.
export type JobPublished = DomainEvent<'JobPublished', { jobId: string; companyId: string; details: JobDetails; publishedBy: string; publishedAt: string }>;
export type JobDrafted = DomainEvent<'JobDrafted', { jobId: string; companyId: string; details: JobDetails; draftedBy: string; draftedAt: string }>;
export type JobEdited = DomainEvent<'JobEdited', { jobId: string; companyId: string; details: JobDetails; editedBy: string; editedAt: string }>;
export type JobScheduled = DomainEvent<'JobScheduled', { jobId: string; companyId: string; publishAt: string; scheduledBy: string; scheduledAt: string }>;
export type JobUnscheduled = DomainEvent<'JobUnscheduled', { jobId: string; companyId: string; unscheduledBy: string; unscheduledAt: string }>;
/** A draft went live: `publishedBy` is the member, or `schedule` when the sweep published it at its instant. */
export type JobDraftPublished = DomainEvent<'JobDraftPublished', { jobId: string; companyId: string; publishedBy: string; publishedAt: string }>;
export type JobDraftDeleted = DomainEvent<'JobDraftDeleted', { jobId: string; companyId: string; deletedBy: string; deletedAt: string }>;
export type JobClosed = DomainEvent<'JobClosed', { jobId: string; companyId: string; closedBy: string; closedAt: string }>;

export type JobEvent = JobPublished | JobDrafted | JobEdited | JobScheduled | JobUnscheduled | JobDraftPublished | JobDraftDeleted | JobClosed;

/** Who publishes a scheduled job at its instant. */
export const scheduleActor = 'schedule';

// ── State ───────────────────────────────────────────────────────────────────────────────────────────────
export const jobStatuses = ['draft', 'scheduled', 'open', 'closed'] as const;
/** `draft` and `scheduled` are the company's only; `open` and `closed` are public (docs/jobs.md "Drafts and scheduling"). */
export type JobStatus = (typeof jobStatuses)[number];

export type JobState =
  | { status: 'none'; version: 0 }
  | { status: 'deleted'; version: number }
  | { status: JobStatus; jobId: string; companyId: string; version: number; deadline: string; publishAt: string | null };

export const initialJobState = (): JobState => ({ status: 'none', version: 0 });

// ── Evolve ──────────────────────────────────────────────────────────────────────────────────────────────
/** `version` counts the stream's events: it is the ETag a client must send back to edit, publish or close. */
export function evolveJob(state: JobState, event: JobEvent): JobState {
  const version = state.version + 1;
  const born = (status: JobStatus, details: JobDetails): JobState => ({
    status,
    jobId: event.data.jobId,
    companyId: event.data.companyId,
    version,
    deadline: details.deadline,
    publishAt: null,
  });
  if (event.type === 'JobPublished') return born('open', event.data.details);
  if (event.type === 'JobDrafted') return born('draft', event.data.details);
  if (state.status === 'none' || state.status === 'deleted') return state;
  switch (event.type) {
    case 'JobEdited':
      return { ...state, version, deadline: event.data.details.deadline };
    case 'JobScheduled':
      return { ...state, version, status: 'scheduled', publishAt: event.data.publishAt };
    case 'JobUnscheduled':
      return { ...state, version, status: 'draft', publishAt: null };
    case 'JobDraftPublished':
      return { ...state, version, status: 'open', publishAt: null };
    case 'JobDraftDeleted':
      return { status: 'deleted', version };
    case 'JobClosed':
      return { ...state, version, status: 'closed' };
  }
}

/** One stream per job. */
export const jobStreamId = (jobId: string): string => `job-${jobId}`;
