import type { Db } from '@fast-track/shared/db/db';

// What a career center learns about its university's students (issue 13): aggregates only. Each figure carries the
// number of distinct students behind it ("contributors"), so the rules in insights.ts can hide any figure that a
// group of fewer than five students makes.

export interface Filters {
  track?: string | undefined;
  yearOfStudy?: string | undefined;
}

export interface Metric {
  value: number;
  contributors: number;
}

export interface University {
  name: string;
  area: string;
}

/** The students of the university who match the filters, as a CTE named `pop`. */
function population(filters: Filters): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = ['s.university_name = $1', 's.university_area = $2'];
  if (filters.track) {
    params.push(filters.track);
    where.push(`EXISTS (SELECT 1 FROM jsonb_array_elements(s.tracks) t WHERE t->>'id' = $${params.length + 2})`);
  }
  if (filters.yearOfStudy) {
    params.push(filters.yearOfStudy);
    where.push(`s.year_of_study = $${params.length + 2}`);
  }
  return { sql: `WITH pop AS (SELECT s.student_id FROM students s WHERE ${where.join(' AND ')})`, params };
}

/** Every metric of the students matching `filters`, keyed (registered, active, attendances, challenge:<track>, employer:<id>). */
export async function metricsOf(db: Db, university: University, filters: Filters, monthStart: Date): Promise<Map<string, Metric>> {
  const pop = population(filters);
  const base = [university.name, university.area, ...pop.params];
  const at = base.length + 1;
  const [registered, active, attendances, challenges, employers] = await Promise.all([
    db.query<{ n: string }>(`${pop.sql} SELECT count(*) AS n FROM pop`, base),
    db.query<{ n: string }>(
      `${pop.sql} SELECT count(*) AS n FROM pop p WHERE EXISTS (SELECT 1 FROM sessions x WHERE x.account_id = p.student_id AND x.created_at >= $${at})
         OR EXISTS (SELECT 1 FROM event_attendance a WHERE a.user_id = p.student_id::text AND a.updated_at >= $${at})
         OR EXISTS (SELECT 1 FROM job_applications j WHERE j.student_id = p.student_id AND j.updated_at >= $${at})`,
      [...base, monthStart],
    ),
    db.query<{ n: string; students: string }>(
      `${pop.sql} SELECT count(*) AS n, count(DISTINCT a.user_id) AS students FROM event_attendance a JOIN pop p ON a.user_id = p.student_id::text
       WHERE a.status = 'attending'`,
      base,
    ),
    db.query<{ track_id: string; average: string | null; students: string }>(
      `${pop.sql} SELECT r.track_id, round(avg(r.percent))::text AS average, count(DISTINCT r.student_id) AS students
       FROM challenge_results r JOIN pop p ON p.student_id = r.student_id WHERE r.status = 'ranked' GROUP BY r.track_id`,
      base,
    ),
    // Engagement with an employer: attending its events or applying to its jobs.
    db.query<{ company_id: string; students: string }>(
      `${pop.sql}, engaged AS (
         SELECT l.company_id, p.student_id FROM event_attendance a JOIN pop p ON a.user_id = p.student_id::text
           JOIN event_list l ON l.event_id = a.event_id WHERE a.status = 'attending'
         UNION SELECT j.company_id, j.student_id FROM job_applications j JOIN pop p ON p.student_id = j.student_id WHERE j.stage <> 'withdrawn')
       SELECT e.company_id::text AS company_id, count(DISTINCT e.student_id) AS students FROM engaged e
         JOIN organisations o ON o.organisation_id = e.company_id AND o.kind = 'company'
       GROUP BY e.company_id`,
      base,
    ),
  ]);
  const metrics = new Map<string, Metric>();
  const n = (v: string | undefined) => Number(v ?? 0);
  metrics.set('registered', { value: n(registered.rows[0]?.n), contributors: n(registered.rows[0]?.n) });
  metrics.set('active', { value: n(active.rows[0]?.n), contributors: n(active.rows[0]?.n) });
  metrics.set('attendances', { value: n(attendances.rows[0]?.n), contributors: n(attendances.rows[0]?.students) });
  for (const row of challenges.rows) metrics.set(`challenge:${row.track_id}`, { value: n(row.average ?? '0'), contributors: n(row.students) });
  for (const row of employers.rows) metrics.set(`employer:${row.company_id}`, { value: n(row.students), contributors: n(row.students) });
  return metrics;
}

export async function companyNames(db: Db, ids: string[]): Promise<Map<string, { name: string; logo: string | null }>> {
  if (ids.length === 0) return new Map();
  const found = await db.query<{ organisation_id: string; name: string; logo: string | null }>(
    `SELECT organisation_id::text AS organisation_id, name, profile->>'logo' AS logo FROM organisations WHERE organisation_id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(found.rows.map((r) => [r.organisation_id, { name: r.name, logo: r.logo }]));
}
