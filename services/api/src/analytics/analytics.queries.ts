import type { Db } from '@fast-track/shared/db/db';
import type { ViewKind } from './page-views.ts';

// A company's events, jobs and challenges with their funnels (issue 14). Every stage is a count of people (or, for
// events, of seats: demo participants are not registered students); the weekly trend dates each step by when it
// happened: a view by its day, a registration by its last change (the attendance table keeps no first-request time),
// an application by its submission, an attempt by its start and its submission, attendance by the event's end.

export type ItemKind = ViewKind;

export const stagesOf = {
  event: ['views', 'registered', 'confirmed', 'attended'],
  job: ['views', 'applied', 'shortlisted', 'interview', 'offer'],
  challenge: ['views', 'started', 'completed', 'ranked'],
} as const satisfies Record<ItemKind, readonly string[]>;

export interface ItemSummary {
  kind: ItemKind;
  id: string;
  title: string;
  status: string;
  date: string | null;
  funnel: { stage: string; count: number }[];
}

/** Student scope (issue 14 talent pool): only students of these universities, when given. */
export type Scope = { targetSchoolsOf?: string | undefined };

const n = (v: unknown) => Number(v ?? 0);

/** Items of the company, newest first, with the figures of their funnel. */
export async function companyItems(db: Db, companyId: string, nowMs: number): Promise<ItemSummary[]> {
  const now = new Date(nowMs);
  const [events, jobs, challenges, views] = await Promise.all([
    db.query<{ id: string; title: string; status: string; starts_at: Date; registered: string; confirmed: string; attended: string }>(
      `SELECT h.event_id::text AS id, h.title, h.status, h.starts_at,
         count(a.user_id) AS registered, count(a.user_id) FILTER (WHERE a.status = 'attending') AS confirmed,
         count(a.user_id) FILTER (WHERE a.status = 'attending' AND h.ends_at < $2) AS attended
       FROM hosted_events h LEFT JOIN event_attendance a ON a.event_id = h.event_id AND a.status <> 'declined'
       WHERE h.company_id = $1::uuid AND h.status <> 'draft' GROUP BY h.event_id ORDER BY h.starts_at DESC`,
      [companyId, now],
    ),
    db.query<{ id: string; title: string; status: string; published_at: Date; applied: string; shortlisted: string; interview: string; offer: string }>(
      `SELECT p.job_id::text AS id, p.title, p.status, p.published_at,
         count(a.application_id) AS applied,
         count(a.application_id) FILTER (WHERE a.stage IN ('shortlisted', 'interview', 'offer')) AS shortlisted,
         count(a.application_id) FILTER (WHERE a.stage IN ('interview', 'offer')) AS interview,
         count(a.application_id) FILTER (WHERE a.stage = 'offer') AS offer
       FROM job_posts p LEFT JOIN job_applications a ON a.job_id = p.job_id AND a.stage <> 'withdrawn'
       WHERE p.company_id = $1::uuid AND p.status IN ('open', 'closed') GROUP BY p.job_id ORDER BY p.published_at DESC`,
      [companyId],
    ),
    db.query<{ id: string; title: string; status: string; published_at: Date | null; started: string; completed: string; ranked: string }>(
      `SELECT c.challenge_id::text AS id, c.title, c.status, c.published_at,
         (SELECT count(*) FROM challenge_attempts t WHERE t.challenge_id = c.challenge_id) AS started,
         (SELECT count(*) FROM challenge_attempts t WHERE t.challenge_id = c.challenge_id AND t.status = 'submitted') AS completed,
         (SELECT count(*) FROM challenge_results r WHERE r.challenge_id = c.challenge_id AND r.status = 'ranked') AS ranked
       FROM challenges c WHERE c.company_id = $1::uuid AND c.status <> 'draft' ORDER BY c.published_at DESC NULLS LAST`,
      [companyId],
    ),
    db.query<{ kind: ItemKind; id: string; views: string }>(
      `SELECT kind, target_id::text AS id, sum(views) AS views FROM page_view_days WHERE company_id = $1::uuid GROUP BY kind, target_id`,
      [companyId],
    ),
  ]);
  const viewsOf = new Map(views.rows.map((r) => [`${r.kind}:${r.id}`, n(r.views)]));
  const funnel = (kind: ItemKind, id: string, counts: Record<string, unknown>) =>
    stagesOf[kind].map((stage) => ({ stage, count: stage === 'views' ? (viewsOf.get(`${kind}:${id}`) ?? 0) : n(counts[stage]) }));
  const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
  return [
    ...events.rows.map((r) => ({ kind: 'event' as const, id: r.id, title: r.title, status: r.status, date: iso(r.starts_at), funnel: funnel('event', r.id, r) })),
    ...jobs.rows.map((r) => ({ kind: 'job' as const, id: r.id, title: r.title, status: r.status, date: iso(r.published_at), funnel: funnel('job', r.id, r) })),
    ...challenges.rows.map((r) => ({ kind: 'challenge' as const, id: r.id, title: r.title, status: r.status, date: iso(r.published_at), funnel: funnel('challenge', r.id, r) })),
  ];
}

/** The people (students) of an item's first stage, as `SELECT student_id, at, done_at`: who entered, when, when they finished. */
function entrants(kind: ItemKind): string {
  switch (kind) {
    case 'event':
      return `SELECT s.student_id, a.updated_at AS at, CASE WHEN a.status = 'attending' AND h.ends_at < $3 THEN h.ends_at END AS done_at
              FROM event_attendance a JOIN hosted_events h ON h.event_id = a.event_id JOIN students s ON s.student_id::text = a.user_id
              WHERE a.event_id = $1::uuid AND a.status <> 'declined'`;
    case 'job':
      return `SELECT a.student_id, a.submitted_at AS at, CASE WHEN a.stage = 'offer' THEN a.updated_at END AS done_at
              FROM job_applications a WHERE a.job_id = $1::uuid AND a.stage <> 'withdrawn'`;
    case 'challenge':
      return `SELECT t.student_id, t.started_at AS at, t.submitted_at AS done_at FROM challenge_attempts t WHERE t.challenge_id = $1::uuid`;
  }
}

export interface ItemDetail {
  weeks: { week: string; views: number; entered: number; finished: number }[];
  universities: { key: string; count: number }[];
  tracks: { key: string; count: number }[];
}

export const trendWeeks = 12;

/** The weekly trend (the last twelve ISO weeks, Monday UTC) and the universities and tracks of the item's entrants. */
export async function itemDetail(db: Db, kind: ItemKind, id: string, nowMs: number, scope: Scope): Promise<ItemDetail> {
  const now = new Date(nowMs);
  const scoped = scope.targetSchoolsOf
    ? `JOIN students sc ON sc.student_id = e0.student_id JOIN target_schools ts ON ts.company_id = $4::uuid AND ts.university_name = sc.university_name AND ts.university_area = sc.university_area`
    : '';
  const params = scope.targetSchoolsOf ? [id, kind, now, scope.targetSchoolsOf] : [id, kind, now];
  const base = `WITH e0 AS (${entrants(kind)}), e AS (SELECT e0.* FROM e0 ${scoped})`;
  const [weeks, universities, tracks] = await Promise.all([
    db.query<{ week: string; views: string; entered: string; finished: string }>(
      `${base}, w AS (SELECT generate_series(date_trunc('week', $3::timestamptz AT TIME ZONE 'UTC') - interval '${trendWeeks - 1} weeks',
                                               date_trunc('week', $3::timestamptz AT TIME ZONE 'UTC'), interval '1 week') AS week)
       SELECT to_char(w.week, 'YYYY-MM-DD') AS week,
         (SELECT coalesce(sum(v.views), 0) FROM page_view_days v WHERE v.kind = $2 AND v.target_id = $1::uuid AND v.day >= w.week::date AND v.day < (w.week + interval '1 week')::date) AS views,
         (SELECT count(*) FROM e WHERE e.at AT TIME ZONE 'UTC' >= w.week AND e.at AT TIME ZONE 'UTC' < w.week + interval '1 week') AS entered,
         (SELECT count(*) FROM e WHERE e.done_at AT TIME ZONE 'UTC' >= w.week AND e.done_at AT TIME ZONE 'UTC' < w.week + interval '1 week') AS finished
       FROM w ORDER BY w.week`,
      params,
    ),
    db.query<{ key: string; count: string }>(
      `${base} SELECT s.university_name || ' (' || s.university_area || ')' AS key, count(DISTINCT s.student_id) AS count
       FROM e JOIN students s ON s.student_id = e.student_id WHERE $2::text IS NOT NULL AND $3::timestamptz IS NOT NULL GROUP BY 1`,
      params,
    ),
    db.query<{ key: string; count: string }>(
      `${base} SELECT t->>'id' AS key, count(DISTINCT s.student_id) AS count
       FROM e JOIN students s ON s.student_id = e.student_id, jsonb_array_elements(s.tracks) t WHERE $2::text IS NOT NULL AND $3::timestamptz IS NOT NULL GROUP BY 1`,
      params,
    ),
  ]);
  return {
    weeks: weeks.rows.map((r) => ({ week: r.week, views: n(r.views), entered: n(r.entered), finished: n(r.finished) })),
    universities: universities.rows.map((r) => ({ key: r.key, count: n(r.count) })),
    tracks: tracks.rows.map((r) => ({ key: r.key, count: n(r.count) })),
  };
}
