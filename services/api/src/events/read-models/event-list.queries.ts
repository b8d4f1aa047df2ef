import { notTakenDown } from '@fast-track/shared/admin/takedowns';
import type { Db } from '@fast-track/shared/db/db';
import { trace } from '@opentelemetry/api';
import { withLiveParts } from './event-json.ts';
import { studentSeesSql } from '../../career-centers/index.ts';

const tracer = trace.getTracer('@fast-track/api/events');
const dayMs = 86_400_000;

/** An instant as JavaScript's toISOString writes it (UTC, milliseconds), whatever the session's TimeZone. */
const isoFormat = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * The live parts of the event row `e` as JSON texts, built by Postgres from their own tables in the order the
 * contract shows them (participants by joining, questions by asking, upvotes by voting).
 */
const livePartsColumns = `
  COALESCE((SELECT '[' || string_agg(to_json(a.user_id)::text, ',' ORDER BY a.position, a.user_id) || ']'
            FROM event_attendance a WHERE a.event_id = e.event_id AND a.status = 'attending'), '[]') AS participants,
  COALESCE((SELECT '[' || string_agg('{"uniqueId":' || to_json(q.question_id::text)::text || ',"text":' || to_json(q.text)::text
              || ',"upvotes":' || COALESCE((SELECT '[' || string_agg(to_json(u.user_id)::text, ',' ORDER BY u.position, u.user_id) || ']'
                                            FROM question_upvotes u WHERE u.question_id = q.question_id), '[]')
              || ',"askedAt":' || COALESCE(to_json(to_char(q.asked_at AT TIME ZONE 'UTC', ${isoFormat}))::text, 'null')
              || ',"answered":' || q.answered::text
              || CASE WHEN q.erased THEN ',"erased":true' ELSE '' END
              || '}', ',' ORDER BY q.position) || ']'
            FROM event_questions q WHERE q.event_id = e.event_id AND ${notTakenDown('q.question_id')}), '[]') AS questions`;

interface DocumentRow {
  body: string;
  participants: string;
  questions: string;
}

const documentOf = (row: DocumentRow): string => withLiveParts(row.body, row.participants, row.questions);

/**
 * Whether the row `alias` may be shown to students: an admin who suspends (or rejects) its company takes the
 * company's events off the list and their pages at once (docs/events.md § Hosting), and so does an admin's
 * takedown of the event itself (docs/admin.md § Takedowns). Events of a company without an organisation row (logs
 * from before companies had one) stay listed.
 */
export const hostIsListed = (alias: string): string => `${hostIsActive(alias)} AND ${notTakenDown(`${alias}.event_id`)}`;

/** hostIsListed less the takedown: what a decision loads, so that a student may still leave a taken-down event. */
export const hostIsActive = (alias: string): string =>
  `NOT EXISTS (SELECT 1 FROM organisations o WHERE o.organisation_id = ${alias}.company_id AND o.status <> 'active')`;

/** Start of today in UTC: the contract lists events whose end is today or later. */
export const startOfUtcDay = (nowMs: number): Date => new Date(Math.floor(nowMs / dayMs) * dayMs);

/**
 * Finished Event JSON strings of one page of upcoming events (cancelled ones have left the list): events for
 * everyone, and with `viewer` the ones that reach them (career-centers/posting-gate.ts: the host's audience, the
 * viewer's school).
 */
export function listUpcoming(db: Db, page: number, limit: number, nowMs: number, viewer?: string): Promise<string[]> {
  return tracer.startActiveSpan('query event_list page', async (span) => {
    try {
      span.setAttributes({ 'page.number': page, 'page.limit': limit });
      const result = await db.query<DocumentRow>(
        `SELECT e.body, ${livePartsColumns} FROM event_list e WHERE e.ends_at >= $1 AND e.cancelled_at IS NULL AND ${hostIsListed('e')}
           AND ${viewer ? studentSeesSql({ alias: 'e', kind: 'event', idColumn: 'event_id', hostColumn: 'company_id' }, '$4') : `e.visibility = 'everyone'`}
         ORDER BY e.starts_at, e.event_id LIMIT $2 OFFSET $3`,
        [startOfUtcDay(nowMs), limit, (page - 1) * limit, ...(viewer ? [viewer] : [])],
      );
      return result.rows.map(documentOf);
    } finally {
      span.end();
    }
  });
}

export interface EventDetailRow {
  body: string;
  eventId: string;
  startsAt: Date;
  /** The join link: never sent as it is stored, only to the callers join-link.ts allows. */
  virtualLink: string | null;
  similar: string[];
  companyEventCount: number | null;
  /** Kept to an audience (a career center's students, a society's members): the route asks whether it reaches the caller. */
  restricted: boolean;
}

/** One event by link, plus up to 3 other upcoming events (same type or host first). */
export async function findByLink(db: Db, link: string, nowMs: number): Promise<EventDetailRow | undefined> {
  const found = await db.query<
    DocumentRow & { event_id: string; type: string; company_id: string; starts_at: Date; virtual_link: string | null; events_hosted: number | null; visibility: string }
  >(
    `SELECT e.body, ${livePartsColumns}, e.event_id, e.type, e.company_id, e.starts_at, e.virtual_link, s.events_hosted, e.visibility
     FROM event_list e LEFT JOIN company_stats s ON s.company_id = e.company_id
     WHERE e.link = $1 AND ${hostIsListed('e')}`,
    [link],
  );
  const row = found.rows[0];
  if (!row) return undefined;
  const similar = await db.query<DocumentRow>(
    `SELECT e.body, ${livePartsColumns} FROM event_list e
     WHERE e.ends_at >= $1 AND e.cancelled_at IS NULL AND e.event_id <> $2 AND ${hostIsListed('e')} AND e.visibility = 'everyone'
     ORDER BY (e.type = $3 OR e.company_id = $4) DESC, e.starts_at, e.event_id
     LIMIT 3`,
    [startOfUtcDay(nowMs), row.event_id, row.type, row.company_id],
  );
  return {
    body: documentOf(row),
    eventId: row.event_id,
    startsAt: new Date(row.starts_at),
    virtualLink: row.virtual_link,
    similar: similar.rows.map(documentOf),
    companyEventCount: row.events_hosted,
    restricted: row.visibility !== 'everyone',
  };
}

/** Ids of the questions `userId` asked on the event, in asking order: the detail call tells a student which are theirs. */
export async function questionsAskedBy(db: Db, eventId: string, userId: string): Promise<string[]> {
  const found = await db.query<{ question_id: string }>(
    `SELECT question_id::text AS question_id FROM event_questions WHERE event_id = $1 AND asked_by = $2 AND ${notTakenDown('question_id')} ORDER BY position`,
    [eventId, userId],
  );
  return found.rows.map((row) => row.question_id);
}

/**
 * One question's upvotes in voting order: the answer to a vote and what its viewers are told. Aggregated by
 * Postgres into one JSON text, so a popular question costs one row to fetch, not one per voter.
 */
export async function upvotesOf(db: Db, questionId: string): Promise<string[]> {
  const found = await db.query<{ list: string | null }>(
    `SELECT '[' || string_agg(to_json(user_id)::text, ',' ORDER BY position, user_id) || ']' AS list
     FROM question_upvotes WHERE question_id = $1`,
    [questionId],
  );
  return JSON.parse(found.rows[0]?.list ?? '[]') as string[];
}
