import type { Db } from '@fast-track/shared/db/db';
import type { ApplicationStatus } from '../application.ts';

/** One step of an application's timeline: `viewed` is the company's first look, every other a status it entered. */
export interface HistoryStep {
  status: ApplicationStatus | 'viewed';
  at: string;
}

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
