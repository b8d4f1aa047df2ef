import { notTakenDown } from '@fast-track/shared/admin/takedowns';
import type { Db } from '@fast-track/shared/db/db';
import { companyLink } from '../company-profiles/index.ts';
import { protectedFigure, type Figure } from './insights.ts';
import type { University } from './insights.queries.ts';

// The employers a career center or a student society browses (issue 13, company/search and company/{link}): approved
// companies that keep their page public, with their activity at the viewer's university. The activity is aggregates
// only; every figure carries its distinct students and is "fewer than 5" below five (insights.ts). The search filters
// narrow companies, never students, so no filter makes a smaller group of students than the whole university.

export interface DirectoryFilters {
  q: string;
  industry?: string | undefined;
  track?: string | undefined;
  size?: string | undefined;
  location?: string | undefined;
  hiring?: boolean | undefined;
}

export interface CompanyActivity {
  /** Distinct students of the university who attended its events or applied to its jobs. */
  students: Figure;
  /** Attendances of its events by students of the university. */
  eventAttendances: Figure;
  /** Applications to its jobs by students of the university (withdrawn ones left out). */
  applications: Figure;
}

export interface DirectoryCompany {
  organisationId: string;
  name: string;
  link: string;
  logo: string | null;
  industry: string;
  size: string;
  country: string;
  locations: string[];
  tracks: string[];
  hiringNow: boolean;
  activity: CompanyActivity;
}

export const DIRECTORY_PAGE_SIZE = 20;

/** `%` and `_` are LIKE wildcards: a search for "50%" means the text, not a pattern. */
const likeText = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const openJob = (alias: string, now: string) => `${alias}.status = 'open' AND ${alias}.deadline > ${now} AND ${alias}.visibility = 'everyone' AND ${notTakenDown(`${alias}.job_id`)}`;

interface Row {
  organisation_id: string;
  name: string;
  profile: Record<string, unknown> | string;
  tracks: string[] | null;
  hiring: boolean;
  total?: string;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The companies matching the filters, one page; with the total so the screen can page. */
export async function searchDirectory(
  db: Db,
  university: University,
  filters: DirectoryFilters,
  page: number,
  nowMs: number,
): Promise<{ companies: DirectoryCompany[]; total: number }> {
  const now = new Date(nowMs).toISOString();
  const found = await db.query<Row>(
    `SELECT o.organisation_id::text AS organisation_id, o.name, o.profile,
            (SELECT array_agg(DISTINCT t ORDER BY t) FROM (
               SELECT j.track_id AS t FROM job_posts j WHERE j.company_id = o.organisation_id AND ${openJob('j', '$7')}
               UNION SELECT e.track FROM event_list e WHERE e.company_id = o.organisation_id AND e.track IS NOT NULL AND e.ends_at > $7
                 AND e.cancelled_at IS NULL AND e.visibility = 'everyone') tracks) AS tracks,
            EXISTS (SELECT 1 FROM job_posts j WHERE j.company_id = o.organisation_id AND ${openJob('j', '$7')}) AS hiring,
            count(*) OVER () AS total
     FROM organisations o LEFT JOIN company_pages p USING (organisation_id)
     WHERE o.kind = 'company' AND o.status = 'active' AND coalesce((p.settings->>'publicPage')::boolean, true)
       AND o.name ILIKE $1
       AND ($2::text IS NULL OR lower(o.profile->>'industry') = lower($2))
       AND ($3::text IS NULL OR o.profile->>'size' = $3)
       AND ($4::text IS NULL OR o.profile->>'country' ILIKE $4
            OR EXISTS (SELECT 1 FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(o.profile->'locations') = 'array' THEN o.profile->'locations' ELSE '[]'::jsonb END) l WHERE l ILIKE $4)
            OR EXISTS (SELECT 1 FROM job_posts j, jsonb_array_elements_text(CASE WHEN jsonb_typeof(j.details->'locations') = 'array' THEN j.details->'locations' ELSE '[]'::jsonb END) l
                       WHERE j.company_id = o.organisation_id AND ${openJob('j', '$7')} AND l ILIKE $4))
       AND ($5::text IS NULL
            OR EXISTS (SELECT 1 FROM job_posts j WHERE j.company_id = o.organisation_id AND j.track_id = $5 AND ${openJob('j', '$7')})
            OR EXISTS (SELECT 1 FROM event_list e WHERE e.company_id = o.organisation_id AND e.track = $5 AND e.ends_at > $7 AND e.cancelled_at IS NULL AND e.visibility = 'everyone'))
       AND (NOT $6::boolean OR EXISTS (SELECT 1 FROM job_posts j WHERE j.company_id = o.organisation_id AND ${openJob('j', '$7')}))
     ORDER BY o.name, o.organisation_id LIMIT ${DIRECTORY_PAGE_SIZE} OFFSET $8`,
    [
      likeText(filters.q),
      filters.industry ?? null,
      filters.size ?? null,
      filters.location ? likeText(filters.location) : null,
      filters.track ?? null,
      filters.hiring === true,
      now,
      (page - 1) * DIRECTORY_PAGE_SIZE,
    ],
  );
  const activity = await activityAt(db, university, found.rows.map((r) => r.organisation_id));
  const total = Number(found.rows[0]?.total ?? 0);
  return { companies: found.rows.map((row) => toCompany(row, activity)), total };
}

function toCompany(row: Row, activity: Map<string, CompanyActivity>): DirectoryCompany {
  const profile = typeof row.profile === 'string' ? (JSON.parse(row.profile) as Record<string, unknown>) : row.profile;
  const locations = Array.isArray(profile['locations']) ? profile['locations'].filter((l): l is string => typeof l === 'string') : [];
  return {
    organisationId: row.organisation_id,
    name: row.name,
    link: companyLink(row.name, row.organisation_id),
    logo: str(profile['logo']) || null,
    industry: str(profile['industry']),
    size: str(profile['size']),
    country: str(profile['country']),
    locations,
    tracks: row.tracks ?? [],
    hiringNow: row.hiring,
    activity: activity.get(row.organisation_id) ?? emptyActivity(),
  };
}

const emptyActivity = (): CompanyActivity => ({ students: protectedFigure(undefined, []), eventAttendances: protectedFigure(undefined, []), applications: protectedFigure(undefined, []) });

/** Each company's activity at the university: counts with their distinct students, under five shown as "fewer than 5". */
export async function activityAt(db: Db, university: University, companyIds: string[]): Promise<Map<string, CompanyActivity>> {
  if (companyIds.length === 0) return new Map();
  const params = [university.name, university.area, companyIds];
  const pop = `WITH pop AS (SELECT s.student_id FROM students s WHERE s.university_name = $1 AND s.university_area = $2)`;
  const [attended, applied, engaged] = await Promise.all([
    db.query<{ company_id: string; n: string; students: string }>(
      `${pop} SELECT l.company_id::text AS company_id, count(*) AS n, count(DISTINCT a.user_id) AS students
       FROM event_attendance a JOIN event_list l ON l.event_id = a.event_id JOIN pop p ON a.user_id = p.student_id::text
       WHERE a.status = 'attending' AND l.company_id = ANY($3::uuid[]) GROUP BY l.company_id`,
      params,
    ),
    db.query<{ company_id: string; n: string; students: string }>(
      `${pop} SELECT j.company_id::text AS company_id, count(*) AS n, count(DISTINCT j.student_id) AS students
       FROM job_applications j JOIN pop p ON p.student_id = j.student_id
       WHERE j.stage <> 'withdrawn' AND j.company_id = ANY($3::uuid[]) GROUP BY j.company_id`,
      params,
    ),
    db.query<{ company_id: string; students: string }>(
      `${pop}, engaged AS (
         SELECT l.company_id, a.user_id AS student FROM event_attendance a JOIN event_list l ON l.event_id = a.event_id
           JOIN pop p ON a.user_id = p.student_id::text WHERE a.status = 'attending' AND l.company_id = ANY($3::uuid[])
         UNION SELECT j.company_id, j.student_id::text FROM job_applications j JOIN pop p ON p.student_id = j.student_id
           WHERE j.stage <> 'withdrawn' AND j.company_id = ANY($3::uuid[]))
       SELECT company_id::text AS company_id, count(DISTINCT student) AS students FROM engaged GROUP BY company_id`,
      params,
    ),
  ]);
  const byCompany = <T extends { company_id: string }>(rows: T[]) => new Map(rows.map((r) => [r.company_id, r]));
  const att = byCompany(attended.rows);
  const app = byCompany(applied.rows);
  const eng = byCompany(engaged.rows);
  const n = (v: string | undefined) => Number(v ?? 0);
  return new Map(
    companyIds.map((id) => [
      id,
      {
        students: protectedFigure({ value: n(eng.get(id)?.students), contributors: n(eng.get(id)?.students) }, []),
        eventAttendances: protectedFigure({ value: n(att.get(id)?.n), contributors: n(att.get(id)?.students) }, []),
        applications: protectedFigure({ value: n(app.get(id)?.n), contributors: n(app.get(id)?.students) }, []),
      },
    ]),
  );
}

export interface DirectoryCompanyPage extends DirectoryCompany {
  tagline: string;
  about: string;
  website: string;
  cover: string | null;
  events: { uniqueId: string; link: string; title: string; type: string; startTime: string; endTime: string }[];
  jobs: { uniqueId: string; title: string; type: string; track: string; deadline: string }[];
}

/** One company by its link (the same link as its public page), with upcoming public events and open public jobs. */
export async function directoryCompany(db: Db, university: University, link: string, nowMs: number): Promise<DirectoryCompanyPage | undefined> {
  const key = /^(?:[a-z0-9-]{0,61}-)?([0-9a-f]{12})$/.exec(link.toLowerCase())?.[1];
  if (!key) return undefined;
  const now = new Date(nowMs).toISOString();
  const found = await db.query<Row>(
    `SELECT o.organisation_id::text AS organisation_id, o.name, o.profile,
            (SELECT array_agg(DISTINCT t ORDER BY t) FROM (
               SELECT j.track_id AS t FROM job_posts j WHERE j.company_id = o.organisation_id AND ${openJob('j', '$2')}
               UNION SELECT e.track FROM event_list e WHERE e.company_id = o.organisation_id AND e.track IS NOT NULL AND e.ends_at > $2
                 AND e.cancelled_at IS NULL AND e.visibility = 'everyone') tracks) AS tracks,
            EXISTS (SELECT 1 FROM job_posts j WHERE j.company_id = o.organisation_id AND ${openJob('j', '$2')}) AS hiring
     FROM organisations o LEFT JOIN company_pages p USING (organisation_id)
     WHERE o.kind = 'company' AND o.status = 'active' AND coalesce((p.settings->>'publicPage')::boolean, true)
       AND (p.link_key = $1 OR (p.link_key IS NULL AND left(replace(o.organisation_id::text, '-', ''), 12) = $1))
     LIMIT 1`,
    [key, now],
  );
  const row = found.rows[0];
  if (!row) return undefined;
  const [activity, events, jobs] = await Promise.all([
    activityAt(db, university, [row.organisation_id]),
    db.query<{ event_id: string; link: string; type: string; starts_at: Date | string; ends_at: Date | string; body: string }>(
      `SELECT event_id::text AS event_id, link, type, starts_at, ends_at, body FROM event_list
       WHERE company_id = $1 AND ends_at > $2 AND cancelled_at IS NULL AND visibility = 'everyone' ORDER BY starts_at LIMIT 10`,
      [row.organisation_id, now],
    ),
    db.query<{ job_id: string; title: string; type: string; track_id: string; deadline: Date | string }>(
      `SELECT job_id::text AS job_id, title, type, track_id, deadline FROM job_posts j
       WHERE j.company_id = $1 AND ${openJob('j', '$2')} ORDER BY deadline LIMIT 10`,
      [row.organisation_id, now],
    ),
  ]);
  const profile = typeof row.profile === 'string' ? (JSON.parse(row.profile) as Record<string, unknown>) : row.profile;
  return {
    ...toCompany(row, activity),
    tagline: str(profile['tagline']),
    about: str(profile['about']),
    website: str(profile['website']),
    cover: str(profile['cover']) || null,
    events: events.rows.map((e) => ({
      uniqueId: e.event_id,
      link: e.link,
      title: str((JSON.parse(e.body) as Record<string, unknown>)['title']),
      type: e.type,
      startTime: new Date(e.starts_at).toISOString(),
      endTime: new Date(e.ends_at).toISOString(),
    })),
    jobs: jobs.rows.map((j) => ({ uniqueId: j.job_id, title: j.title, type: j.type, track: j.track_id, deadline: new Date(j.deadline).toISOString() })),
  };
}
