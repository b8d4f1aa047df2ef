import type { Db } from '@fast-track/shared/db/db';
import { visibleTo } from './talent-search.queries.ts';

export interface ShortListSummary {
  uniqueId: string;
  name: string;
  entries: number;
  createdAt: string;
  updatedAt: string;
}

/** The company's lists, newest change first. */
export async function listShortLists(db: Db, companyId: string): Promise<ShortListSummary[]> {
  const found = await db.query<{ list_id: string; name: string; entries: string; created_at: Date; updated_at: Date }>(
    `SELECT l.list_id::text AS list_id, l.name, (SELECT count(*) FROM short_list_entries e WHERE e.list_id = l.list_id) AS entries, l.created_at, l.updated_at
     FROM short_lists l WHERE l.company_id = $1 ORDER BY l.updated_at DESC, l.list_id LIMIT 200`,
    [companyId],
  );
  return found.rows.map((r) => ({ uniqueId: r.list_id, name: r.name, entries: Number(r.entries), createdAt: new Date(r.created_at).toISOString(), updatedAt: new Date(r.updated_at).toISOString() }));
}

/**
 * One list with its entries. A student who has since hidden their profile stays on the list (the note is the
 * company's) but shows no details: `visible: false` and no name.
 */
export async function findShortList(db: Db, companyId: string, listId: string) {
  const list = await db.query<{ list_id: string; name: string; created_at: Date; updated_at: Date }>(
    'SELECT list_id::text AS list_id, name, created_at, updated_at FROM short_lists WHERE company_id = $1 AND list_id = $2',
    [companyId, listId],
  );
  const row = list.rows[0];
  if (!row) return undefined;
  const entries = await db.query<{
    student_id: string;
    note: string;
    added_at: Date;
    updated_at: Date;
    visible: boolean;
    first_name: string | null;
    last_name: string | null;
    university_name: string | null;
    university_area: string | null;
    tracks: string[] | null;
    year_of_study: string | null;
    by_first: string | null;
    by_last: string | null;
  }>(
    `SELECT e.student_id::text AS student_id, e.note, e.added_at, e.updated_at, ${visibleTo('$1')} AS visible,
            CASE WHEN ${visibleTo('$1')} THEN i.first_name END AS first_name, CASE WHEN ${visibleTo('$1')} THEN i.last_name END AS last_name,
            CASE WHEN ${visibleTo('$1')} THEN t.university_name END AS university_name, CASE WHEN ${visibleTo('$1')} THEN t.university_area END AS university_area,
            CASE WHEN ${visibleTo('$1')} THEN t.tracks END AS tracks, CASE WHEN ${visibleTo('$1')} THEN t.year_of_study END AS year_of_study,
            b.first_name AS by_first, b.last_name AS by_last
     FROM short_list_entries e JOIN talent_profiles t ON t.student_id = e.student_id
     LEFT JOIN account_identities i ON i.account_id = e.student_id LEFT JOIN account_identities b ON b.account_id = e.added_by
     WHERE e.list_id = $2 ORDER BY e.added_at DESC, e.student_id LIMIT 500`,
    [companyId, listId],
  );
  return {
    uniqueId: row.list_id,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    entries: entries.rows.map((e) => ({
      uniqueId: e.student_id,
      note: e.note,
      addedAt: new Date(e.added_at).toISOString(),
      updatedAt: new Date(e.updated_at).toISOString(),
      addedBy: `${e.by_first ?? ''} ${e.by_last ?? ''}`.trim(),
      visible: e.visible,
      student: e.visible
        ? { firstName: e.first_name ?? '', lastName: e.last_name ?? '', university: { name: e.university_name ?? '', area: e.university_area ?? '' }, tracks: e.tracks ?? [], yearOfStudy: e.year_of_study }
        : null,
    })),
  };
}

/** The company's target schools, A–Z, with how many students of each are in its talent pool. */
export async function listTargetSchools(db: Db, companyId: string) {
  const found = await db.query<{ university_name: string; university_area: string; added_at: Date; visible: string }>(
    `SELECT ts.university_name, ts.university_area, ts.added_at,
            (SELECT count(*) FROM talent_profiles t WHERE t.university_area = ts.university_area AND t.university_name = ts.university_name AND ${visibleTo('$1')}) AS visible
     FROM target_schools ts WHERE ts.company_id = $1 ORDER BY ts.university_name, ts.university_area`,
    [companyId],
  );
  return found.rows.map((r) => ({ university: { name: r.university_name, area: r.university_area }, addedAt: new Date(r.added_at).toISOString(), students: Number(r.visible) }));
}

/** Approved companies that name this university as a target school (the career center's dashboard). */
export async function companiesTargeting(db: Db, university: { name: string; area: string }) {
  const found = await db.query<{ organisation_id: string; name: string; logo: string | null; added_at: Date }>(
    `SELECT o.organisation_id::text AS organisation_id, o.name, o.profile->>'logo' AS logo, ts.added_at
     FROM target_schools ts JOIN organisations o ON o.organisation_id = ts.company_id
     WHERE ts.university_area = $1 AND ts.university_name = $2 AND o.kind = 'company' AND o.status = 'active'
     ORDER BY ts.added_at DESC LIMIT 100`,
    [university.area, university.name],
  );
  return found.rows.map((r) => ({ uniqueId: r.organisation_id, name: r.name, logo: r.logo, since: new Date(r.added_at).toISOString() }));
}

/** The companies that viewed the student's profile, most recent first (the student's own page). */
export async function viewersOf(db: Db, studentId: string) {
  const found = await db.query<{ organisation_id: string; name: string; logo: string | null; views: number; last_viewed_at: Date }>(
    `SELECT o.organisation_id::text AS organisation_id, o.name, o.profile->>'logo' AS logo, v.views, v.last_viewed_at
     FROM profile_views v JOIN organisations o ON o.organisation_id = v.company_id
     WHERE v.student_id = $1 ORDER BY v.last_viewed_at DESC LIMIT 100`,
    [studentId],
  );
  return found.rows.map((r) => ({ company: { uniqueId: r.organisation_id, name: r.name, logo: r.logo }, views: r.views, lastViewedAt: new Date(r.last_viewed_at).toISOString() }));
}

/** The student's own talent settings. */
export async function talentSettingsOf(db: Db, studentId: string) {
  const found = await db.query<{ visibility: string; skills: string[]; link: string }>('SELECT visibility, skills, link FROM talent_profiles WHERE student_id = $1', [studentId]);
  return found.rows[0];
}
