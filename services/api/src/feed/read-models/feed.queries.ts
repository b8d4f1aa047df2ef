import type { Db } from '@fast-track/shared/db/db';
import { schoolLetsThroughSql, studentSeesSql } from '../../career-centers/index.ts';
import type { FeedFilter } from '../feed-query.ts';
import type { FeedKind } from '../saved-items.ts';
import { feedBranches, type Sql } from './feed-branches.ts';

// The feed is read straight from the jobs', events' and challenges' read tables: each kind is one index walk in
// (when, id) order with a LIMIT (job_posts_open_track_idx / job_posts_open_deadline_idx, event_list_track_idx /
// event_list_upcoming_idx), and the three short lists are merged. The selected track's items (rank 0) come before
// the others' (rank 1); a page that ends the first part is completed from the second.

export interface FeedRow {
  kind: FeedKind;
  id: string;
  title: string;
  track: string | null;
  at: Date;
  company_id: string;
  company_name: string | null;
  company_logo: string | null;
  online: boolean | null;
  places: unknown;
  link: string | null;
  saved: boolean;
  /** An event's, a job's or a challenge's source language and other versions (docs/translations.md § Content in several languages). */
  source_language: string | null;
  translations: unknown;
}

export interface RankedRow extends FeedRow {
  rank: 0 | 1;
}

/** A growing parameter list: each value added answers its own `$n`. */
function paramList(): Sql {
  const values: unknown[] = [];
  return {
    values,
    add(value: unknown): string {
      values.push(value);
      return `$${values.length}`;
    },
  };
}

/** One rank's part of a page: the three kinds' index walks merged, `limit` rows at most. */
async function rankPage(db: Db, student: string, filter: FeedFilter, rank: 0 | 1, nowMs: number, limit: number): Promise<RankedRow[]> {
  const sql = paramList();
  const studentParam = sql.add(student);
  const now = sql.add(new Date(nowMs));
  const limitParam = sql.add(limit);
  const trackOf = (column: string): string | undefined => {
    const parts: string[] = [];
    if (rank === 0) {
      if (!filter.selected || (filter.track && filter.track !== filter.selected)) return undefined;
      parts.push(`${column} = ${sql.add(filter.selected)}`);
    } else {
      if (filter.track && filter.track === filter.selected) return undefined;
      if (filter.selected) parts.push(`${column} IS DISTINCT FROM ${sql.add(filter.selected)}`);
      if (filter.track) parts.push(`${column} = ${sql.add(filter.track)}`);
    }
    return parts.length > 0 ? parts.join(' AND ') : 'TRUE';
  };
  const after = filter.cursor?.rank === rank ? { at: sql.add(filter.cursor.at), id: sql.add(filter.cursor.id) } : undefined;
  if (filter.cursor?.rank === 1 && rank === 0) return [];
  const branches = feedBranches({ sql, filter, student: studentParam, now, limit: limitParam, trackOf, after, sees: studentSeesSql, schoolLets: schoolLetsThroughSql });
  if (branches.length === 0) return [];
  const page = `SELECT * FROM (${branches.map((b) => `(${b})`).join(' UNION ALL ')}) f ORDER BY f.at, f.id LIMIT ${limitParam}`;
  const found = await db.query<FeedRow>(withDisplayColumns(page, studentParam), sql.values);
  return found.rows.map((row) => ({ ...row, rank }));
}

const eventBody = '(e.body::jsonb)';

/** The page's rows (kind, id, at) with what the feed shows of each, read for these rows only. */
const withDisplayColumns = (page: string, student: string): string => `
  SELECT f.kind, f.id, f.at,
    COALESCE(j.title, ${eventBody}->>'title', c.published->>'title') AS title,
    COALESCE(j.track_id, e.track, c.published->>'track') AS track,
    COALESCE(j.company_id, e.company_id, c.company_id) AS company_id,
    COALESCE(o.name, (${eventBody}->>'company')::jsonb->>'title') AS company_name,
    COALESCE(NULLIF(o.profile->>'logo', ''), NULLIF((${eventBody}->>'company')::jsonb->>'img', '')) AS company_logo,
    CASE f.kind WHEN 'job' THEN (j.details->>'remote')::boolean WHEN 'event' THEN (e.virtual_link IS NOT NULL AND e.virtual_link <> '') ELSE TRUE END AS online,
    CASE f.kind WHEN 'job' THEN j.details->'locations'
      WHEN 'event' THEN CASE WHEN ${eventBody}->>'physicalLocation' <> '' THEN jsonb_build_array((${eventBody}->>'physicalLocation')::jsonb->>'label') ELSE '[]'::jsonb END
      ELSE '[]'::jsonb END AS places,
    e.link,
    COALESCE(j.details->>'sourceLanguage', ${eventBody}->>'sourceLanguage', c.published->>'sourceLanguage') AS source_language,
    COALESCE(j.details->'translations', ${eventBody}->'translations', c.published->'translations') AS translations,
    EXISTS (SELECT 1 FROM student_saved_items s WHERE s.student_id = ${student}::uuid AND s.kind = f.kind AND s.item_id = f.id) AS saved
  FROM (${page}) f
  LEFT JOIN job_posts j ON f.kind = 'job' AND j.job_id = f.id
  LEFT JOIN event_list e ON f.kind = 'event' AND e.event_id = f.id
  LEFT JOIN challenges c ON f.kind = 'challenge' AND c.challenge_id = f.id
  LEFT JOIN organisations o ON o.organisation_id = COALESCE(j.company_id, e.company_id, c.company_id)
  ORDER BY f.at, f.id`;

/** One page of the feed and whether more follow (the page is read one row long to know). */
export async function feedPage(db: Db, student: string, filter: FeedFilter, nowMs: number): Promise<{ rows: RankedRow[]; more: boolean }> {
  const wanted = filter.limit + 1;
  const first = await rankPage(db, student, filter, 0, nowMs, wanted);
  const rows = first.length < wanted ? [...first, ...(await rankPage(db, student, filter, 1, nowMs, wanted - first.length))] : first;
  return { rows: rows.slice(0, filter.limit), more: rows.length > filter.limit };
}

/** Whether this item is one the student's feed may show now (what may be saved). */
export async function feedItemVisible(db: Db, student: string, kind: FeedKind, id: string, nowMs: number): Promise<boolean> {
  const sql = paramList();
  const studentParam = sql.add(student);
  const now = sql.add(new Date(nowMs));
  const limit = sql.add(1);
  const filter: FeedFilter = { kinds: [kind], online: false, savedOnly: false, limit: 1 };
  const branches = feedBranches({ sql, filter, student: studentParam, now, limit, trackOf: () => 'TRUE', sees: studentSeesSql, schoolLets: schoolLetsThroughSql, only: sql.add(id) });
  // Every parameter must appear in the text (a challenge's branch does not name the student): the wrapper names it.
  const found = await db.query(`SELECT v.id FROM (${branches.join(' UNION ALL ')}) v WHERE ${studentParam}::uuid IS NOT NULL`, sql.values);
  return found.rows.length > 0;
}
