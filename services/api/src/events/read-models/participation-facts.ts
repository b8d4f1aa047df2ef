import type { Db } from '@fast-track/shared/db/db';
import { hostIsListed } from './event-list.queries.ts';
import type { Attendance } from '../event.ts';
import type { AttendanceState, EventFacts, QuestionState, VoteState } from '../participation/participation.ts';

// Where a participation decision starts: one indexed lookup in the inline read tables, inside the command's
// transaction. They are written in the transactions that wrote the facts, so they are the fold of exactly those
// facts — including the ones older logs keep on the event's stream, which would otherwise take a scan of that
// stream. The command's own stream is folded on top: any fact there states the whole standing or vote.

interface EventRow {
  company_id: string;
  ends_at_ms: number;
  approval: boolean;
}

// A cancelled event is over from its cancellation on: nobody joins, leaves, asks or is approved any more. An event
// of a suspended company is not found (as its page is not).
const eventColumns = `l.company_id::text AS company_id, (extract(epoch FROM LEAST(l.ends_at, l.cancelled_at)) * 1000)::float8 AS ends_at_ms, l.approval`;

const factsOf = (eventId: string, row: EventRow | undefined): EventFacts | null =>
  row ? { eventId, companyId: row.company_id, endTime: new Date(Number(row.ends_at_ms)).toISOString(), approval: row.approval } : null;

export async function attendanceStart(tx: Db, eventId: string, userId: string): Promise<AttendanceState> {
  const found = await tx.query<EventRow & { status: Exclude<Attendance, 'none'> | null }>(
    `SELECT ${eventColumns}, a.status FROM event_list l
     LEFT JOIN event_attendance a ON a.event_id = l.event_id AND a.user_id = $2
     WHERE l.event_id = $1::uuid AND ${hostIsListed('l')}`,
    [eventId, userId],
  );
  const row = found.rows[0];
  return { event: factsOf(eventId, row), standing: row?.status ?? 'none' };
}

/** `questionOf` is whichever event the id was asked on: a new question needs a free id, an answer its own event. */
export async function questionStart(tx: Db, eventId: string, questionId: string): Promise<QuestionState> {
  const found = await tx.query<EventRow & { question_of: string | null; answered: boolean | null }>(
    `SELECT ${eventColumns}, q.event_id::text AS question_of, q.answered
     FROM event_list l LEFT JOIN event_questions q ON q.question_id = $2::uuid
     WHERE l.event_id = $1::uuid AND ${hostIsListed('l')}`,
    [eventId, questionId],
  );
  const row = found.rows[0];
  return { event: factsOf(eventId, row), questionOf: row?.question_of ?? null, answered: row?.answered ?? false };
}

export async function voteStart(tx: Db, eventId: string, questionId: string, userId: string): Promise<VoteState> {
  const found = await tx.query<EventRow & { question_of: string | null; upvoted: boolean }>(
    `SELECT ${eventColumns}, q.event_id::text AS question_of, u.user_id IS NOT NULL AS upvoted
     FROM event_list l
     LEFT JOIN event_questions q ON q.question_id = $2::uuid
     LEFT JOIN question_upvotes u ON u.question_id = q.question_id AND u.user_id = $3
     WHERE l.event_id = $1::uuid AND ${hostIsListed('l')}`,
    [eventId, questionId, userId],
  );
  const row = found.rows[0];
  return { event: factsOf(eventId, row), questionOf: row?.question_of ?? null, upvoted: row?.upvoted ?? false };
}
