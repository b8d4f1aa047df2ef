import type { Db } from '@fast-track/shared/db/db';
import type { ApplicationStatus } from '../application.ts';

/** One step of an application's timeline: `viewed` is the company's first look, every other a status it entered. */
export interface HistoryStep {
  status: ApplicationStatus | 'viewed';
  at: string;
}

/** The median reply time is shown only once a company has answered this many applications (the employer issue's rule). */
export const MIN_ANSWERS_FOR_REPLY_TIME = 5;

/** The timelines of these applications, oldest step first. */
export async function historiesOf(db: Db, applicationIds: readonly string[]): Promise<Map<string, HistoryStep[]>> {
  const histories = new Map<string, HistoryStep[]>(applicationIds.map((id) => [id, []]));
  if (applicationIds.length === 0) return histories;
  const found = await db.query<{ application_id: string; status: HistoryStep['status']; at: Date | string }>(
    'SELECT application_id, status, at FROM job_application_history WHERE application_id = ANY($1::uuid[]) ORDER BY application_id, position',
    [applicationIds],
  );
  for (const row of found.rows) histories.get(row.application_id)?.push({ status: row.status, at: new Date(row.at).toISOString() });
  return histories;
}

/**
 * Each company's median time from submission to its first answer (a move or a decline; a view is not an answer), in
 * whole hours (at least 1), or null below MIN_ANSWERS_FOR_REPLY_TIME answers. Read from job_applications' own columns
 * through a partial index on answered rows, so the job page and "My applications" pay one small aggregate.
 */
export async function medianReplyHours(db: Db, companyIds: readonly string[]): Promise<Map<string, number | null>> {
  const medians = new Map<string, number | null>(companyIds.map((id) => [id, null]));
  if (companyIds.length === 0) return medians;
  const found = await db.query<{ company_id: string; answers: number; median_seconds: number }>(
    `SELECT company_id, count(*)::int AS answers,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_answer_at - submitted_at))::float8 AS median_seconds
     FROM job_applications WHERE company_id = ANY($1::uuid[]) AND first_answer_at IS NOT NULL GROUP BY company_id`,
    [[...new Set(companyIds)]],
  );
  for (const row of found.rows) {
    if (row.answers >= MIN_ANSWERS_FOR_REPLY_TIME) medians.set(row.company_id, Math.max(1, Math.round(Number(row.median_seconds) / 3600)));
  }
  return medians;
}
