import { notTakenDown, takenDown } from '@fast-track/shared/admin/takedowns';
import type { Db } from '@fast-track/shared/db/db';
import type { Stage } from '../application.ts';
import { publicQuestion, type PublicScreeningQuestion } from '@fast-track/shared/jobs/screening';
import type { JobDetails, JobStatus } from '../job.ts';
import { schoolLetsThroughSql, studentSeesSql } from '../../career-centers/index.ts';

/** A job as the API answers it (the employer's screens and the public job page). */
export interface JobView extends JobDetails {
  uniqueId: string;
  status: JobStatus;
  /** null while a draft. */
  publishedAt: string | null;
  /** When a scheduled job goes live; null otherwise. */
  publishAt: string | null;
  /** The version at which the screening questions last changed: an applicant sends it back with the answers. */
  screeningVersion: number;
  updatedAt: string;
  /** The job stream's version: the ETag to send back as If-Match. */
  version: number;
  company: { organisationId: string; name: string; logo: string | null; status: string };
}

/** What students and visitors read: the questions without which answers knock out. */
export type PublicJobView = Omit<JobView, 'screening'> & { screening: PublicScreeningQuestion[] };

/** Applicants per stage; `closed`: still open when the job closed. */
export type StageCounts = Record<Stage | 'closed' | 'total', number>;

interface JobRow {
  job_id: string;
  company_id: string;
  status: JobStatus;
  details: JobDetails | string;
  published_at: Date | string | null;
  publish_at: Date | string | null;
  screening_version: number;
  updated_at: Date | string;
  version: number;
  company_name: string | null;
  company_logo: string | null;
  company_status: string | null;
}

const jobColumns = `j.job_id, j.company_id, j.status, j.details, j.published_at, j.publish_at, j.screening_version, j.updated_at, j.version,
  o.name AS company_name, o.profile->>'logo' AS company_logo, o.status AS company_status`;
const jobFrom = 'job_posts j LEFT JOIN organisations o ON o.organisation_id = j.company_id';

const iso = (value: Date | string): string => new Date(value).toISOString();
/** Only these are ever public: drafts and scheduled jobs are their company's alone. */
// Students and the public never meet a job an admin took down (docs/admin.md § Takedowns).
const publicStatus = (alias: string) => `${alias}.status IN ('open', 'closed') AND ${notTakenDown(`${alias}.job_id`)}`;

function toView(row: JobRow): JobView {
  const details = typeof row.details === 'string' ? (JSON.parse(row.details) as JobDetails) : row.details;
  return {
    ...details,
    uniqueId: row.job_id,
    status: row.status,
    publishedAt: row.published_at === null ? null : iso(row.published_at),
    publishAt: row.publish_at === null ? null : iso(row.publish_at),
    screeningVersion: Number(row.screening_version),
    updatedAt: iso(row.updated_at),
    version: Number(row.version),
    company: { organisationId: row.company_id, name: row.company_name ?? '', logo: row.company_logo, status: row.company_status ?? 'pending' },
  };
}

/** A job of this company (for its members), whatever its status or the company's review state. */
export async function findCompanyJob(db: Db, companyId: string, jobId: string): Promise<JobView | undefined> {
  const found = await db.query<JobRow>(`SELECT ${jobColumns} FROM ${jobFrom} WHERE j.job_id = $1::uuid AND j.company_id = $2::uuid`, [jobId, companyId]);
  return found.rows[0] && toView(found.rows[0]);
}

/**
 * A job students and visitors may see: its host is active, and it is for everyone or its audience reaches `viewer`
 * (a career center's own students, a society's members) and the viewer's school lets it through
 * (career-centers/posting-gate.ts). Closed jobs stay readable (old links, applicants).
 */
export async function findPublicJob(db: Db, jobId: string, viewer?: string): Promise<PublicJobView | undefined> {
  const audience = viewer ? studentSeesSql({ alias: 'j', kind: 'job', idColumn: 'job_id', hostColumn: 'company_id' }, '$2') : `j.visibility = 'everyone'`;
  const found = await db.query<JobRow>(
    `SELECT ${jobColumns} FROM ${jobFrom} WHERE j.job_id = $1::uuid AND ${publicStatus('j')} AND o.status = 'active' AND ${audience}`,
    [jobId, ...(viewer ? [viewer] : [])],
  );
  if (!found.rows[0]) return undefined;
  const { screening = [], ...job } = toView(found.rows[0]);
  return { ...job, screening: screening.map(publicQuestion) };
}

const emptyCounts = (): StageCounts => ({ total: 0, applied: 0, shortlisted: 0, interview: 0, offer: 0, rejected: 0, closed: 0 });

/** The company's jobs, newest first, each with its applicants counted per stage (withdrawn ones are not counted). */
export async function listCompanyJobs(db: Db, companyId: string): Promise<(JobView & { applicants: StageCounts; takenDown: boolean })[]> {
  const [jobs, counts] = await Promise.all([
    // takenDown: an admin took the job down (docs/admin.md § Takedowns); the company's list marks it.
    db.query<JobRow & { taken_down: boolean }>(`SELECT ${jobColumns}, ${takenDown('j.job_id')} AS taken_down FROM ${jobFrom} WHERE j.company_id = $1::uuid ORDER BY j.published_at DESC NULLS FIRST, j.updated_at DESC, j.job_id LIMIT 500`, [companyId]),
    db.query<{ job_id: string; stage: Stage | 'closed'; n: string }>(
      `SELECT job_id, stage, count(*) AS n FROM job_applications WHERE company_id = $1::uuid AND stage <> 'withdrawn' GROUP BY job_id, stage`,
      [companyId],
    ),
  ]);
  const byJob = new Map<string, StageCounts>();
  for (const row of counts.rows) {
    const tally = byJob.get(row.job_id) ?? emptyCounts();
    tally[row.stage] = Number(row.n);
    tally.total += Number(row.n);
    byJob.set(row.job_id, tally);
  }
  return jobs.rows.map((row) => ({ ...toView(row), applicants: byJob.get(row.job_id) ?? emptyCounts(), takenDown: row.taken_down }));
}

/**
 * Open jobs of approved companies in these tracks whose deadline is still ahead, soonest deadline first; with
 * `student`, only those the student's school lets through (career-centers/posting-gate.ts).
 */
export async function openJobsForTracks(db: Db, trackIds: readonly string[], nowIso: string, limit = 20, student?: string): Promise<JobView[]> {
  if (trackIds.length === 0) return [];
  const school = student ? ` AND ${schoolLetsThroughSql({ kind: 'job', id: 'j.job_id', host: 'j.company_id' }, '$4')}` : '';
  const found = await db.query<JobRow>(
    `SELECT ${jobColumns} FROM ${jobFrom}
     WHERE j.status = 'open' AND j.track_id = ANY($1::text[]) AND j.deadline > $2 AND o.status = 'active' AND j.visibility = 'everyone' AND ${notTakenDown('j.job_id')}${school}
     ORDER BY j.deadline, j.job_id LIMIT $3`,
    [[...trackIds], nowIso, limit, ...(student ? [student] : [])],
  );
  return found.rows.map(toView);
}
