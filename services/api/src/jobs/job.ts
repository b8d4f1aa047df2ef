import type { DomainEvent } from '@fast-track/shared/event-store/types';
import type { Visibility } from '@fast-track/shared/visibility';

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

/** What the editor writes; the same shape on create and edit. */
export interface JobDetails {
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
}

// ── Events ──────────────────────────────────────────────────────────────────────────────────────────────
export type JobPublished = DomainEvent<'JobPublished', { jobId: string; companyId: string; details: JobDetails; publishedBy: string; publishedAt: string }>;
export type JobEdited = DomainEvent<'JobEdited', { jobId: string; companyId: string; details: JobDetails; editedBy: string; editedAt: string }>;
export type JobClosed = DomainEvent<'JobClosed', { jobId: string; companyId: string; closedBy: string; closedAt: string }>;

export type JobEvent = JobPublished | JobEdited | JobClosed;

// ── State ───────────────────────────────────────────────────────────────────────────────────────────────
export type JobState =
  | { status: 'none'; version: 0 }
  | { status: 'open' | 'closed'; jobId: string; companyId: string; version: number };

export const initialJobState = (): JobState => ({ status: 'none', version: 0 });

// ── Evolve ──────────────────────────────────────────────────────────────────────────────────────────────
/** `version` counts the stream's events: it is the ETag a client must send back to edit or close. */
export function evolveJob(state: JobState, event: JobEvent): JobState {
  const version = state.version + 1;
  switch (event.type) {
    case 'JobPublished':
      return { status: 'open', jobId: event.data.jobId, companyId: event.data.companyId, version };
    case 'JobEdited':
      return state.status === 'none' ? state : { ...state, version };
    case 'JobClosed':
      return state.status === 'none' ? state : { ...state, status: 'closed', version };
  }
}

/** One stream per job. */
export const jobStreamId = (jobId: string): string => `job-${jobId}`;
