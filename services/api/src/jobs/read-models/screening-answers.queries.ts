import type { Db } from '@fast-track/shared/db/db';
import type { ScreeningAnswer } from '@fast-track/shared/jobs/screening';

/** The answers column as read: jsonb comes back parsed or as text, depending on the driver. */
export function screeningAnswersFrom(raw: ScreeningAnswer[] | string | null): ScreeningAnswer[] {
  return typeof raw === 'string' ? (JSON.parse(raw) as ScreeningAnswer[]) : (raw ?? []);
}

/** The screening answers of a job's applications, by application id: for the company's members only. */
export async function screeningAnswersOf(db: Db, jobId: string): Promise<Map<string, ScreeningAnswer[]>> {
  const found = await db.query<{ application_id: string; answers: ScreeningAnswer[] | string }>(
    'SELECT application_id::text AS application_id, answers FROM job_screening_answers WHERE job_id = $1::uuid',
    [jobId],
  );
  return new Map(found.rows.map((r) => [r.application_id, screeningAnswersFrom(r.answers)]));
}
