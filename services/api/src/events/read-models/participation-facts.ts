import { takenDown } from '@fast-track/shared/admin/takedowns';
import type { Db } from '@fast-track/shared/db/db';
import type { Loaded, StreamTail } from '@fast-track/shared/event-store/handle-command';
import { NotFoundError } from '@fast-track/shared/errors';
import { eventReachesSql } from './event-audience.queries.ts';
import { hostIsActive } from './event-list.queries.ts';
import type { Attendance } from '../event.ts';
import type { AttendanceState, EventFacts, QuestionState, VoteState } from '../participation/participation.ts';

// Where a participation decision starts: one indexed lookup in the inline read tables, inside the command's
// transaction. They are written in the transactions that wrote the facts, so they are the fold of exactly those
// facts — including the ones older logs keep on the event's stream, which would otherwise take a scan of that
// stream. The command's own stream is folded on top: any fact there states the whole standing or vote. Its last
// fact comes with the lookup, in the same statement, and so does whether the event reaches the acting student: a
// command costs one read before its append.

export interface LoadOptions {
  /** The command's stream: its last fact is read with the lookup. */
  streamId: string;
  /** The acting student, when the event must reach them (docs/organisations.md): else 404, as for an unknown event. */
  reachFor?: string;
}

interface LoadedRow {
  found: boolean | null;
  host_active: boolean | null;
  reaches: boolean | null;
  last_type: string | null;
  last_data: unknown;
  last_position: number | null;
}

/**
 * One statement: `lookup` (one event_list row `l`, or none) beside the last fact of the stream in `streamParam`, and,
 * with `reachParam`, whether the event reaches that student. It answers one row even when the event is unknown.
 */
const lookupWithLastFact = (lookup: string, streamParam: string, reachParam: string | undefined): string => `
  SELECT f.*, t.type AS last_type, t.data AS last_data, t.stream_position AS last_position
  FROM (SELECT 1) one
  LEFT JOIN (${lookup.replace(/^\s*SELECT /, `SELECT true AS found, ${hostIsActive('l')} AS host_active, ${reachParam ? eventReachesSql('l', reachParam) : 'true'} AS reaches, `)}) f ON true
  LEFT JOIN LATERAL (SELECT type, data, stream_position::int AS stream_position FROM events
                     WHERE stream_id = ${streamParam} ORDER BY stream_position DESC LIMIT 1) t ON true`;

/**
 * The lookup's row (undefined when the event is unknown or its host is not active, as a missing row was before),
 * after the reach check, and the stream's tail.
 */
function split<R>(eventId: string, row: (R & LoadedRow) | undefined, load: LoadOptions): { row: (R & LoadedRow) | undefined; tail: StreamTail } {
  if (load.reachFor !== undefined && !(row?.found && row.reaches)) throw new NotFoundError(`No event ${eventId}`);
  const tail: StreamTail = row?.last_type
    ? { events: [{ type: row.last_type, data: row.last_data }], version: Number(row.last_position) }
    : { events: [], version: 0 };
  return { row: row?.found && row.host_active ? row : undefined, tail };
}

/** The extra parameters of a load: the stream, then the student the event must reach. */
const loadParams = (load: LoadOptions, first: number): { params: string[]; stream: string; reach: string | undefined } => ({
  params: load.reachFor === undefined ? [load.streamId] : [load.streamId, load.reachFor],
  stream: `$${first}`,
  reach: load.reachFor === undefined ? undefined : `$${first + 1}`,
});

interface EventRow {
  company_id: string;
  ends_at_ms: number;
  approval: boolean;
  capacity: number | null;
  attending?: number;
  waiting?: number;
  taken_down: boolean;
}

// A cancelled event is over from its cancellation on: nobody joins, leaves, asks or is approved any more. An event
// of a suspended company is not found (as its page is not). An event an admin took down is found, marked: the rules
// refuse anything new on it as on an unknown event but let a student leave (docs/admin.md § Takedowns).
const eventColumns = `l.company_id::text AS company_id, (extract(epoch FROM LEAST(l.ends_at, l.cancelled_at)) * 1000)::float8 AS ends_at_ms, l.approval, l.capacity,
  ${takenDown('l.event_id')} AS taken_down`;

const factsOf = (eventId: string, row: EventRow | undefined): EventFacts | null =>
  row
    ? {
        eventId,
        companyId: row.company_id,
        endTime: new Date(Number(row.ends_at_ms)).toISOString(),
        approval: row.approval,
        capacity: row.capacity,
        attending: row.attending ?? 0,
        waiting: row.waiting ?? 0,
        takenDown: row.taken_down,
      }
    : null;

type AttendanceRow = EventRow & { status: Exclude<Attendance, 'none'> | null; ticket_code: string | null; checked_in: boolean | null; ahead: number };

const attendanceState = (eventId: string, row: AttendanceRow | undefined): AttendanceState => ({
  event: factsOf(eventId, row),
  standing: row?.status ?? 'none',
  ticket: row?.ticket_code ?? null,
  checkedIn: row?.checked_in ?? false,
  ahead: row?.ahead ?? 0,
});

/**
 * A student's attendance decision. On an event with a capacity the places are an invariant across every student's
 * stream, so the decision takes the event row's lock (FOR UPDATE, held to the commit) and reads again under it:
 * joins, leaves and promotions of one limited event take turns on every replica and count places only after the one
 * before them committed (read committed: each statement sees what committed before it). Events without a limit lock
 * nothing and cost one statement. Outside a transaction (handleCommand's first read) a limited event answers
 * `needsTransaction` instead of locking: a lock there would end with its own statement.
 */
export async function attendanceStart(tx: Db, eventId: string, userId: string, load: LoadOptions): Promise<Loaded<AttendanceState>> {
  type Row = AttendanceRow;
  const extra = loadParams(load, 3);
  const sql = lookupWithLastFact(
    `SELECT ${eventColumns}, a.status, a.ticket_code, a.checked_in_at IS NOT NULL AS checked_in,
            CASE WHEN l.capacity IS NULL THEN 0 ELSE
              (SELECT count(*)::int FROM event_attendance c WHERE c.event_id = l.event_id AND c.status = 'attending') END AS attending,
            CASE WHEN l.capacity IS NULL THEN 0 ELSE
              (SELECT count(*)::int FROM event_attendance c WHERE c.event_id = l.event_id AND c.status = 'waiting') END AS waiting,
            CASE WHEN a.status = 'waiting' THEN
              (SELECT count(*)::int FROM event_attendance w WHERE w.event_id = l.event_id AND w.status = 'waiting' AND w.position < a.position) ELSE 0 END AS ahead
     FROM event_list l
     LEFT JOIN event_attendance a ON a.event_id = l.event_id AND a.user_id = $2
     WHERE l.event_id = $1::uuid`,
    extra.stream,
    extra.reach,
  );
  const read = async () => (await tx.query<Row & LoadedRow>(sql, [eventId, userId, ...extra.params])).rows[0];
  let found = await read();
  if (found?.found && found.capacity !== null) {
    if (!tx.inTransaction) return { start: attendanceState(eventId, undefined), tail: { events: [], version: 0 }, needsTransaction: true };
    await tx.query('SELECT 1 FROM event_list WHERE event_id = $1::uuid FOR UPDATE', [eventId]);
    found = await read();
  }
  const { row, tail } = split(eventId, found, load);
  return { start: attendanceState(eventId, row), tail };
}

/** The first student on the event's waitlist (by the order they joined it), if any. */
export async function firstWaiting(tx: Db, eventId: string): Promise<string | undefined> {
  const found = await tx.query<{ user_id: string }>(
    `SELECT user_id FROM event_attendance WHERE event_id = $1::uuid AND status = 'waiting' ORDER BY position, user_id LIMIT 1`,
    [eventId],
  );
  return found.rows[0]?.user_id;
}

/** `questionOf` is whichever event the id was asked on: a new question needs a free id, an answer its own event. */
export async function questionStart(tx: Db, eventId: string, questionId: string, load: LoadOptions): Promise<Loaded<QuestionState>> {
  const extra = loadParams(load, 3);
  const found = await tx.query<EventRow & LoadedRow & { question_of: string | null; answered: boolean | null; question_taken_down: boolean }>(
    lookupWithLastFact(
      `SELECT ${eventColumns}, q.event_id::text AS question_of, q.answered, ${takenDown('$2::uuid')} AS question_taken_down
       FROM event_list l LEFT JOIN event_questions q ON q.question_id = $2::uuid
       WHERE l.event_id = $1::uuid`,
      extra.stream,
      extra.reach,
    ),
    [eventId, questionId, ...extra.params],
  );
  const { row, tail } = split(eventId, found.rows[0], load);
  return {
    start: { event: factsOf(eventId, row), questionOf: row?.question_of ?? null, answered: row?.answered ?? false, questionTakenDown: row?.question_taken_down ?? false },
    tail,
  };
}

export async function voteStart(tx: Db, eventId: string, questionId: string, userId: string, load: LoadOptions): Promise<Loaded<VoteState>> {
  const extra = loadParams(load, 4);
  const found = await tx.query<EventRow & LoadedRow & { question_of: string | null; upvoted: boolean; question_taken_down: boolean }>(
    lookupWithLastFact(
      `SELECT ${eventColumns}, q.event_id::text AS question_of, u.user_id IS NOT NULL AS upvoted, ${takenDown('$2::uuid')} AS question_taken_down
       FROM event_list l
       LEFT JOIN event_questions q ON q.question_id = $2::uuid
       LEFT JOIN question_upvotes u ON u.question_id = q.question_id AND u.user_id = $3
       WHERE l.event_id = $1::uuid`,
      extra.stream,
      extra.reach,
    ),
    [eventId, questionId, userId, ...extra.params],
  );
  const { row, tail } = split(eventId, found.rows[0], load);
  return {
    start: { event: factsOf(eventId, row), questionOf: row?.question_of ?? null, upvoted: row?.upvoted ?? false, questionTakenDown: row?.question_taken_down ?? false },
    tail,
  };
}
