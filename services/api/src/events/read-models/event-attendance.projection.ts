import type { Db } from '@fast-track/shared/db/db';
import type { Projection } from '@fast-track/shared/event-store/projection';
import type { RecordedEvent } from '@fast-track/shared/event-store/types';
import type { Attendance, EventEvent } from '../event.ts';

/**
 * Inline: where each student stands with each event ('attending' | 'pending' | 'declined'; no row = 'none'),
 * so the detail call answers the caller's attendance with one indexed lookup and never parses the event body.
 */
export const eventAttendanceProjection: Projection = {
  name: 'event-attendance',
  tables: ['event_attendance'],
  eventTypes: [
    'ParticipantJoined',
    'ParticipantLeft',
    'AttendanceRequested',
    'AttendanceRequestWithdrawn',
    'AttendanceRequestDeclined',
  ],
  async handle(tx, events) {
    for (const event of events as readonly RecordedEvent<EventEvent>[]) {
      const { eventId, userId } = event.data as { eventId: string; userId: string };
      switch (event.type) {
        case 'ParticipantJoined':
          await set(tx, eventId, userId, 'attending', event.createdAt);
          break;
        case 'AttendanceRequested':
          await set(tx, eventId, userId, 'pending', event.createdAt);
          break;
        case 'AttendanceRequestDeclined':
          await set(tx, eventId, userId, 'declined', event.createdAt);
          break;
        case 'ParticipantLeft':
        case 'AttendanceRequestWithdrawn':
          await tx.query('DELETE FROM event_attendance WHERE event_id = $1 AND user_id = $2', [eventId, userId]);
          break;
      }
    }
  },
};

async function set(tx: Db, eventId: string, userId: string, status: Exclude<Attendance, 'none'>, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO event_attendance (event_id, user_id, status, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (event_id, user_id) DO UPDATE SET status = EXCLUDED.status, updated_at = EXCLUDED.updated_at`,
    [eventId, userId, status, at],
  );
}

/** The caller's attendance of one event, from the read table. */
export async function attendanceFor(db: Db, eventId: string, userId: string): Promise<Attendance> {
  const found = await db.query<{ status: Attendance }>(
    'SELECT status FROM event_attendance WHERE event_id = $1 AND user_id = $2',
    [eventId, userId],
  );
  return found.rows[0]?.status ?? 'none';
}
