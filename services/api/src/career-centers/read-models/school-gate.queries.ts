import type { Db } from '@fast-track/shared/db/db';
import { postingKinds, type PostingKind, type PostingMode, type RelationshipStatus } from '../school-gate.ts';

// What the center's review screen, the company page of /cc/dashboard and the employer's posting screens read.

export type Modes = Record<PostingKind, PostingMode>;

export async function modesOf(db: Db, centerId: string): Promise<Modes> {
  const found = await db.query<{ kind: PostingKind; mode: PostingMode }>('SELECT kind, mode FROM cc_posting_modes WHERE center_id = $1', [centerId]);
  const modes: Modes = { job: 'publish', event: 'publish', challenge: 'publish' };
  for (const row of found.rows) if (postingKinds.includes(row.kind)) modes[row.kind] = row.mode;
  return modes;
}

/** Live employer postings of every kind, with the columns the queue shows (one UNION, each branch index-bounded). */
const livePostings = (now: string): string => `
  SELECT 'job'::text AS kind, j.job_id AS posting_id, j.company_id, j.title, j.published_at AS at
    FROM job_posts j WHERE j.status = 'open' AND j.deadline > ${now} AND j.visibility = 'everyone'
  UNION ALL
  SELECT 'event', e.event_id, e.company_id, (e.body::jsonb)->>'title', e.starts_at
    FROM event_list e WHERE e.cancelled_at IS NULL AND e.ends_at >= ${now} AND e.visibility = 'everyone'
  UNION ALL
  SELECT 'challenge', c.challenge_id, c.company_id, c.published->>'title', c.published_at
    FROM challenges c WHERE c.status = 'published' AND c.published IS NOT NULL
      AND COALESCE(c.closes_at, (c.published->>'closesAt')::timestamptz) > ${now}`;

export interface QueueItem {
  kind: PostingKind;
  postingId: string;
  title: string;
  companyId: string;
  companyName: string;
  at: string | null;
}

export interface DecidedItem extends QueueItem {
  decision: 'approved' | 'declined';
  reason: string | null;
  decidedAt: string;
  decidedBy: string;
}

interface PostingRow {
  kind: PostingKind;
  posting_id: string;
  company_id: string;
  company_name: string;
  title: string | null;
  at: Date | null;
}

const item = (r: PostingRow): QueueItem => ({
  kind: r.kind,
  postingId: r.posting_id,
  title: r.title ?? '',
  companyId: r.company_id,
  companyName: r.company_name,
  at: r.at ? new Date(r.at).toISOString() : null,
});

/**
 * The center's review queue: live postings of approved companies, of the kinds it reviews first, that it has not
 * decided yet (a blocked company's postings never reach its students, so they wait for nobody).
 */
export async function reviewQueue(db: Db, centerId: string, nowMs: number): Promise<QueueItem[]> {
  const found = await db.query<PostingRow>(
    `SELECT p.kind, p.posting_id::text AS posting_id, p.company_id::text AS company_id, o.name AS company_name, p.title, p.at
     FROM (${livePostings('$2')}) p
     JOIN organisations o ON o.organisation_id = p.company_id AND o.kind = 'company' AND o.status = 'active'
     WHERE p.kind IN (SELECT m.kind FROM cc_posting_modes m WHERE m.center_id = $1 AND m.mode = 'review')
       AND NOT EXISTS (SELECT 1 FROM cc_posting_decisions d WHERE d.center_id = $1 AND d.posting_id = p.posting_id)
       AND NOT EXISTS (SELECT 1 FROM cc_employer_relations r WHERE r.center_id = $1 AND r.company_id = p.company_id AND r.status = 'blocked')
     ORDER BY p.at NULLS LAST, p.posting_id LIMIT 100`,
    [centerId, new Date(nowMs)],
  );
  return found.rows.map(item);
}

/** The center's latest decisions on postings still live (to change one's mind), newest first. */
export async function recentDecisions(db: Db, centerId: string, nowMs: number): Promise<DecidedItem[]> {
  const found = await db.query<PostingRow & { decision: 'approved' | 'declined'; reason: string | null; decided_at: Date; decided_by: string }>(
    `SELECT p.kind, p.posting_id::text AS posting_id, p.company_id::text AS company_id, o.name AS company_name, p.title, p.at,
            d.decision, d.reason, d.decided_at, d.decided_by::text AS decided_by
     FROM cc_posting_decisions d
     JOIN (${livePostings('$2')}) p ON p.posting_id = d.posting_id
     JOIN organisations o ON o.organisation_id = p.company_id
     WHERE d.center_id = $1
     ORDER BY d.decided_at DESC, d.posting_id LIMIT 20`,
    [centerId, new Date(nowMs)],
  );
  return found.rows.map((r) => ({ ...item(r), decision: r.decision, reason: r.reason, decidedAt: new Date(r.decided_at).toISOString(), decidedBy: r.decided_by }));
}

/** A published, live employer posting of this kind (what may be approved or declined), with its company and title. */
export async function findEmployerPosting(db: Db, kind: PostingKind, postingId: string, nowMs: number): Promise<QueueItem | undefined> {
  const found = await db.query<PostingRow>(
    `SELECT p.kind, p.posting_id::text AS posting_id, p.company_id::text AS company_id, o.name AS company_name, p.title, p.at
     FROM (${livePostings('$3')}) p JOIN organisations o ON o.organisation_id = p.company_id AND o.kind = 'company' AND o.status = 'active'
     WHERE p.kind = $1 AND p.posting_id = $2::uuid`,
    [kind, postingId, new Date(nowMs)],
  );
  return found.rows[0] && item(found.rows[0]);
}

/** An employer by the link of its page (company_pages' link key, else the id's first 12 hex digits). */
export async function findEmployerByLink(db: Db, link: string): Promise<{ companyId: string; name: string } | undefined> {
  const key = /^(?:[a-z0-9-]{0,61}-)?([0-9a-f]{12})$/.exec(link.toLowerCase())?.[1];
  if (!key) return undefined;
  const found = await db.query<{ organisation_id: string; name: string }>(
    `SELECT o.organisation_id::text AS organisation_id, o.name FROM organisations o LEFT JOIN company_pages p USING (organisation_id)
     WHERE o.kind = 'company' AND o.status = 'active'
       AND (p.link_key = $1 OR (p.link_key IS NULL AND left(replace(o.organisation_id::text, '-', ''), 12) = $1))
     LIMIT 1`,
    [key],
  );
  const row = found.rows[0];
  return row && { companyId: row.organisation_id, name: row.name };
}

export interface RelationshipView {
  status: RelationshipStatus;
  notes: string;
  contacts: string;
  updatedAt: string | null;
  updatedBy: string | null;
}

export async function relationshipOf(db: Db, centerId: string, companyId: string): Promise<RelationshipView> {
  const found = await db.query<{ status: RelationshipStatus; notes: string; contacts: string; updated_at: Date; updated_by: string }>(
    'SELECT status, notes, contacts, updated_at, updated_by::text AS updated_by FROM cc_employer_relations WHERE center_id = $1 AND company_id = $2',
    [centerId, companyId],
  );
  const row = found.rows[0];
  if (!row) return { status: 'neutral', notes: '', contacts: '', updatedAt: null, updatedBy: null };
  return { status: row.status, notes: row.notes, contacts: row.contacts, updatedAt: new Date(row.updated_at).toISOString(), updatedBy: row.updated_by };
}

export type SchoolStatus = 'approved' | 'declined' | 'pending' | 'not-shown';

export interface PostingAtSchool {
  centerId: string;
  centerName: string;
  university: string;
  status: SchoolStatus;
  /** The center's reason, when it declined (the company's own posting: the company may read why). */
  reason: string | null;
  decidedAt: string | null;
}

/**
 * A company's posting at each school that does not simply publish it: approved, declined (with the reason),
 * waiting for review, or not shown. A center that blocked the company shows as `not-shown`, never as "blocked":
 * the relationship, its notes and contacts are the center's own.
 */
export async function postingAtSchools(db: Db, kind: PostingKind, postingId: string, companyId: string): Promise<PostingAtSchool[]> {
  const found = await db.query<{ center_id: string; name: string; university: string | null; decision: string | null; reason: string | null; decided_at: Date | null; blocked: boolean; reviews: boolean }>(
    `SELECT cc.organisation_id::text AS center_id, cc.name, cc.university_name AS university, d.decision, d.reason, d.decided_at,
            (r.status = 'blocked') IS TRUE AS blocked, (m.mode = 'review') IS TRUE AS reviews
     FROM organisations cc
     LEFT JOIN cc_posting_decisions d ON d.center_id = cc.organisation_id AND d.posting_id = $2::uuid
     LEFT JOIN cc_employer_relations r ON r.center_id = cc.organisation_id AND r.company_id = $3::uuid
     LEFT JOIN cc_posting_modes m ON m.center_id = cc.organisation_id AND m.kind = $1
     WHERE cc.kind = 'career_center' AND cc.status = 'active'
       AND (d.decision IS NOT NULL OR r.status = 'blocked' OR m.mode = 'review')
     ORDER BY cc.name, cc.organisation_id LIMIT 500`,
    [kind, postingId, companyId],
  );
  return found.rows.map((r) => {
    const status: SchoolStatus = r.blocked ? 'not-shown' : r.decision === 'approved' ? 'approved' : r.decision === 'declined' ? 'declined' : 'pending';
    return {
      centerId: r.center_id,
      centerName: r.name,
      university: r.university ?? '',
      status,
      reason: status === 'declined' ? r.reason : null,
      decidedAt: status === 'approved' || status === 'declined' ? (r.decided_at ? new Date(r.decided_at).toISOString() : null) : null,
    };
  });
}

/** Whether the company owns this posting of this kind (drafts included: the employer sees its statuses anyway). */
export async function companyOwnsPosting(db: Db, kind: PostingKind, postingId: string, companyId: string): Promise<boolean> {
  const table = { job: 'job_posts WHERE job_id', event: 'event_list WHERE event_id', challenge: 'challenges WHERE challenge_id' }[kind];
  const found = await db.query(`SELECT 1 FROM ${table} = $1::uuid AND company_id = $2::uuid`, [postingId, companyId]);
  return found.rows.length > 0;
}
