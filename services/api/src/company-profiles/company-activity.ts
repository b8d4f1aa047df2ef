/**
 * What a company has going on, as the company page and the employer dashboard need it. The events, jobs and
 * challenges slices answer it (app-wiring.ts wires their queries in), so this slice imports none of them.
 */
export interface ActivityEvent {
  uniqueId: string;
  link: string;
  status: 'draft' | 'published' | 'cancelled';
  phase: 'draft' | 'upcoming' | 'past' | 'cancelled';
  title: string;
  type: string;
  img: string;
  startTime: string;
  endTime: string;
  timezone: string;
  approval: boolean;
  attending: number;
  pending: number;
  /** Written in another language than English, or in several (docs/events.md § Languages): the versions' titles. */
  sourceLanguage?: string;
  translations?: Record<string, { title: string }>;
}

export interface ActivityJob {
  uniqueId: string;
  status: 'open' | 'closed';
  title: string;
  type: string;
  track: string;
  locations: string[];
  remote: boolean;
  deadline: string;
  /** Applications not withdrawn. */
  applicants: number;
  /** Written in another language than English, or in several (docs/jobs.md § Languages): the versions' titles. */
  sourceLanguage?: string;
  translations?: Record<string, { title: string }>;
}

/** A challenge the company made; `published` once students could ever see a version of it (closed ones too). */
export interface ActivityChallenge {
  uniqueId: string;
  published: boolean;
}

export interface CompanyActivity {
  events(companyId: string, nowMs: number): Promise<ActivityEvent[]>;
  jobs(companyId: string): Promise<ActivityJob[]>;
  challenges(companyId: string): Promise<ActivityChallenge[]>;
}

/** A job is open to students while it is open and its deadline has not passed. */
export const isOpenJob = (job: ActivityJob, nowMs: number): boolean => job.status === 'open' && new Date(job.deadline).getTime() >= nowMs;
