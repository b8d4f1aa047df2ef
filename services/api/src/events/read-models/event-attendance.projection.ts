import type { Db } from '@fast-track/shared/db/db';
import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { Attendance, EventEvent } from '../event.ts';

/**
 * Inline: where each student stands with each event ('attending' | 'pending' | 'declined'; no row = 'none'),
 * so the detail call answers the caller's attendance with one indexed lookup and never parses the event body.
 */
export const eventAttendanceProjection = defineProjection<EventEvent>({
  name: 'event-attendance',
  tables: ['event_attendance'],
  on: {
    ParticipantJoined: (tx, event) => set(tx, event, 'attending'),
    AttendanceRequested: (tx, event) => set(tx, event, 'pending'),
    AttendanceRequestDeclined: (tx, event) => set(tx, event, 'declined'),
    ParticipantLeft: remove,
    AttendanceRequestWithdrawn: remove,
  },
});

type Standing = { data: { eventId: string; userId: string }; createdAt: Date };

async function set(tx: Db, { data: { eventId, userId }, createdAt }: Standing, status: Exclude<Attendance, 'none'>): Promise<void> {
  await tx.query(
    `INSERT INTO event_attendance (event_id, user_id, status, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (event_id, user_id) DO UPDATE SET status = EXCLUDED.status, updated_at = EXCLUDED.updated_at`,
    [eventId, userId, status, createdAt],
  );
}

async function remove(tx: Db, { data: { eventId, userId } }: Standing): Promise<void> {
  await tx.query('DELETE FROM event_attendance WHERE event_id = $1 AND user_id = $2', [eventId, userId]);
}

/** The caller's attendance of one event, from the read table. */
export async function attendanceFor(db: Db, eventId: string, userId: string): Promise<Attendance> {
  const found = await db.query<{ status: Attendance }>(
    'SELECT status FROM event_attendance WHERE event_id = $1 AND user_id = $2',
    [eventId, userId],
  );
  return found.rows[0]?.status ?? 'none';
}
