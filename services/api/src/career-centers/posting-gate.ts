import type { Db } from '@fast-track/shared/db/db';
import { reachesSql } from '../organisations/index.ts';
import type { PostingKind } from './school-gate.ts';

// THE rule of what a signed-in account sees of a host's postings (issue 26 parts 2 and 3, docs/host-areas.md
// "Posting approval and employer relationships"). Every student-facing read that names its viewer — the events list
// and page, the job page and the application, the feed with its search and saved items, the challenges a student
// sees and starts — puts this condition in its one SQL query, so there is no per-row query (no N+1):
// - the host's own audience rule (organisations/audience.ts: `everyone`, or the viewer's career center / society);
// - then the viewer's school: their university's career center (looked up once per query, an InitPlan) lets an
//   employer posting through unless it blocked the company, declined the posting, or reviews that kind first and
//   has not approved it. Each of those is a set per center that Postgres hashes once and probes per row.
// A viewer with no career center (a visitor, an employer, a university without one) is let through by the school.

/** SQL: the active career center of the student in `account` (NULL when none). Uncorrelated: evaluated once. */
export const centerOfStudentSql = (account: string): string =>
  `(SELECT o.organisation_id FROM students s JOIN organisations o
      ON o.kind = 'career_center' AND o.status = 'active' AND o.university_name = s.university_name AND o.university_area = s.university_area
    WHERE s.student_id = ${account}::uuid)`;

export interface GatedRow {
  /** The posting's kind, or SQL that yields it (a list of several kinds). */
  kind: PostingKind | { sql: string };
  /** SQL of the posting's id and of its host's organisation id. */
  id: string;
  host: string;
}

/** SQL: whether the viewer's school lets this posting through (see above). */
export function schoolLetsThroughSql(row: GatedRow, account: string): string {
  const center = centerOfStudentSql(account);
  const kind = typeof row.kind === 'string' ? `'${row.kind}'` : row.kind.sql;
  return `NOT (
    ${row.host} IN (SELECT r.company_id FROM cc_employer_relations r WHERE r.center_id = ${center} AND r.status = 'blocked')
    OR ${row.id} IN (SELECT d.posting_id FROM cc_posting_decisions d WHERE d.center_id = ${center} AND d.decision = 'declined')
    OR (EXISTS (SELECT 1 FROM cc_posting_modes m WHERE m.center_id = ${center} AND m.kind = ${kind} AND m.mode = 'review')
        AND ${row.id} NOT IN (SELECT d.posting_id FROM cc_posting_decisions d WHERE d.center_id = ${center} AND d.decision = 'approved')
        AND EXISTS (SELECT 1 FROM organisations hc WHERE hc.organisation_id = ${row.host} AND hc.kind = 'company'))
  )`;
}

/**
 * SQL: whether the row `alias` (with `visibility`) reaches the viewer in `account`: the host's audience rule and the
 * viewer's school. The one condition student-facing reads use (events and jobs; challenges, which have no audience
 * of their own, use schoolLetsThroughSql alone).
 */
export const studentSeesSql = (row: { alias: string; kind: PostingKind; idColumn: string; hostColumn: string }, account: string): string =>
  `(${reachesSql(row.alias, row.hostColumn, account)} AND ${schoolLetsThroughSql({ kind: row.kind, id: `${row.alias}.${row.idColumn}`, host: `${row.alias}.${row.hostColumn}` }, account)})`;

/**
 * SQL: whether the viewer's school holds back any employer event (then the viewer's events list is their own, not
 * the shared cached one).
 */
export const schoolGatesEventsSql = (account: string): string => {
  const center = centerOfStudentSql(account);
  return `(EXISTS (SELECT 1 FROM cc_posting_modes m WHERE m.center_id = ${center} AND m.kind = 'event' AND m.mode = 'review')
    OR EXISTS (SELECT 1 FROM cc_posting_decisions d WHERE d.center_id = ${center} AND d.kind = 'event' AND d.decision = 'declined')
    OR EXISTS (SELECT 1 FROM cc_employer_relations r WHERE r.center_id = ${center} AND r.status = 'blocked'))`;
};

/**
 * Of these postings of one host, the ids the student's school lets through: one query for a whole list that was read
 * without the viewer (a company's page lists its events and jobs for everyone).
 */
export async function postingsLetThrough(db: Db, student: string, host: string, postings: readonly { kind: PostingKind; id: string }[]): Promise<Set<string>> {
  if (postings.length === 0) return new Set();
  const found = await db.query<{ id: string }>(
    `SELECT p.id::text AS id FROM unnest($2::text[], $3::uuid[]) AS p(kind, id)
     WHERE ${schoolLetsThroughSql({ kind: { sql: 'p.kind' }, id: 'p.id', host: '$4::uuid' }, '$1')}`,
    [student, postings.map((p) => p.kind), postings.map((p) => p.id), host],
  );
  return new Set(found.rows.map((r) => r.id));
}
