import type { Db } from '@fast-track/shared/db/db';

/**
 * The console's daily overview (issue 26 part 6): per UTC day, the sign-ups (every audience but admins), the
 * postings students can see (jobs, events, challenges; a posting published again the same day counts once) and
 * the reports of messages, read from the log itself like the audit view. The partial index
 * events_overview_idx (migration 1795980000040) holds exactly these types, so the read never scans the log.
 */
export const overviewTypes = {
  signUps: ['AccountRegistered'],
  postings: ['JobPublished', 'JobDraftPublished', 'EventPublished', 'ChallengePublished'],
  reports: ['MessageReported'],
} as const;
export const overviewMaxDays = 31;

export interface OverviewDay {
  day: string;
  signUps: number;
  postings: number;
  reports: number;
}

/** The last `days` days up to `today` (inclusive, newest first), every day present, zeros included. */
export async function dailyOverview(db: Db, today: Date, days: number): Promise<OverviewDay[]> {
  const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const first = new Date(last.getTime() - (days - 1) * 86_400_000);
  const rows = await db.query<{ day: string; group: keyof typeof overviewTypes; n: string | number }>(
    `SELECT to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
            CASE WHEN e.type = 'AccountRegistered' THEN 'signUps' WHEN e.type = 'MessageReported' THEN 'reports' ELSE 'postings' END AS "group",
            count(DISTINCT CASE WHEN e.type = 'AccountRegistered' OR e.type = 'MessageReported' THEN e.global_position::text ELSE e.stream_id END) AS n
       FROM events e
      WHERE e.type IN ('AccountRegistered', 'JobPublished', 'JobDraftPublished', 'EventPublished', 'ChallengePublished', 'MessageReported')
        AND e.created_at >= $1 AND e.created_at < $2::timestamptz + interval '1 day'
        AND NOT (e.type = 'AccountRegistered' AND e.data->>'kind' = 'admin')
      GROUP BY 1, 2`,
    [first.toISOString(), last.toISOString()],
  );
  const byDay = new Map<string, OverviewDay>();
  for (let i = 0; i < days; i++) {
    const day = new Date(last.getTime() - i * 86_400_000).toISOString().slice(0, 10);
    byDay.set(day, { day, signUps: 0, postings: 0, reports: 0 });
  }
  for (const row of rows.rows) {
    const entry = byDay.get(row.day);
    if (entry) entry[row.group] = Number(row.n);
  }
  return [...byDay.values()];
}
