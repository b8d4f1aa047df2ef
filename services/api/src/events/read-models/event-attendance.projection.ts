import type { Db } from '@fast-track/shared/db/db';
import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { Attendance, EventEvent } from '../event.ts';

/**
 * Inline: where each student stands with each event ('attending' | 'pending' | 'declined'; no row = 'none'),
 * so the detail call answers the caller's attendance with one indexed lookup and never parses the event body.
 * Its attending rows are also the event document's participants list, and a participation decision starts here.
 */
export const eventAttendanceProjection = defineProjection<EventEvent>({
  name: 'event-attendance',
  tables: ['event_attendance'],
  on: {
    ParticipantJoined: (tx, event) => set(tx, event, 'attending'),
    AttendanceRequested: (tx, event) => set(tx, event, 'pending'),
    AttendanceRequestDeclined: (tx, event) => set(tx, event, 'declined'),
    // The waitlist's order is the order of these facts (`position`); a promotion's ParticipantJoined follows it.
    WaitlistJoined: (tx, event) => set(tx, event, 'waiting'),
    ParticipantLeft: remove,
    AttendanceRequestWithdrawn: remove,
    WaitlistLeft: remove,
    async TicketIssued(tx, { data: d }) {
      await tx.query('UPDATE event_attendance SET ticket_code = $3 WHERE event_id = $1 AND user_id = $2', [d.eventId, d.userId, d.code]);
    },
    async AttendeeCheckedIn(tx, { data: d }) {
      await tx.query('UPDATE event_attendance SET checked_in_at = $3, checked_in_by = $4 WHERE event_id = $1 AND user_id = $2', [
        d.eventId,
        d.userId,
        d.checkedInAt,
        d.checkedInBy,
      ]);
    },
  },
  // The toggles of a crowd, written in the statement that appends them (the same rows as `set` and `remove`).
  chained: {
    ParticipantJoined: (d) => chainedSet(d, 'attending'),
    ParticipantLeft: (d) => ({ sql: removeSql, params: [d.eventId, d.userId] }),
  },
});

const setSql = `INSERT INTO event_attendance (event_id, user_id, status, updated_at, position) VALUES ($1, $2, $3, $4, $5::text::bigint)
     ON CONFLICT (event_id, user_id) DO UPDATE SET status = EXCLUDED.status, updated_at = EXCLUDED.updated_at, position = EXCLUDED.position,
       -- A ticket and a check-in belong to one attendance: a new standing starts without them.
       ticket_code = CASE WHEN event_attendance.status = EXCLUDED.status THEN event_attendance.ticket_code END,
       checked_in_at = CASE WHEN event_attendance.status = EXCLUDED.status THEN event_attendance.checked_in_at END,
       checked_in_by = CASE WHEN event_attendance.status = EXCLUDED.status THEN event_attendance.checked_in_by END`;
const removeSql = 'DELETE FROM event_attendance WHERE event_id = $1 AND user_id = $2';

/**
 * `set` as a chained write: the fact's time and log position come from the appended row. The time is cut to
 * milliseconds, as every other handler (and a rebuild) receives it, a JavaScript Date: with the column's microseconds
 * a rebuild wrote another time than the live write had (account-erasure's rebuild check found it).
 */
const chainedSet = (d: { eventId: string; userId: string }, status: Exclude<Attendance, 'none'>) => ({
  sql: setSql.replace('VALUES ($1, $2, $3, $4, $5::text::bigint)', `SELECT $1::uuid, $2::text, $3::text, date_trunc('milliseconds', a.created_at), a.global_position FROM appended a`),
  params: [d.eventId, d.userId, status],
});

type Standing = { data: { eventId: string; userId: string }; createdAt: Date; globalPosition: string };

/** `position` (the fact's place in the log) orders the participants list: joining order, a rejoin goes last. */
async function set(tx: Db, { data: { eventId, userId }, createdAt, globalPosition }: Standing, status: Exclude<Attendance, 'none'>): Promise<void> {
  await tx.query(setSql, [eventId, userId, status, createdAt, globalPosition]);
}

async function remove(tx: Db, { data: { eventId, userId } }: Standing): Promise<void> {
  await tx.query(removeSql, [eventId, userId]);
}

/** The caller's attendance of one event, from the read table. */
export async function attendanceFor(db: Db, eventId: string, userId: string): Promise<Attendance> {
  const found = await db.query<{ status: Attendance }>(
    'SELECT status FROM event_attendance WHERE event_id = $1 AND user_id = $2',
    [eventId, userId],
  );
  return found.rows[0]?.status ?? 'none';
}

/** The participants list of the contract: attending students in joining order, aggregated into one JSON text. */
export async function participantsOf(db: Db, eventId: string): Promise<string[]> {
  const found = await db.query<{ list: string | null }>(
    `SELECT '[' || string_agg(to_json(user_id)::text, ',' ORDER BY position, user_id) || ']' AS list
     FROM event_attendance WHERE event_id = $1 AND status = 'attending'`,
    [eventId],
  );
  return JSON.parse(found.rows[0]?.list ?? '[]') as string[];
}
