import type { Db } from '@fast-track/shared/db/db';

/** A student's ticket as their page shows it: the code, whether they are in, and the event it admits to. */
export interface TicketView {
  code: string;
  checkedInAt: string | null;
  event: { uniqueId: string; link: string; title: string; startTime: string; endTime: string; timezone: string };
}

const iso = (value: Date | string): string => new Date(value).toISOString();

export async function ticketOf(db: Db, eventId: string, userId: string): Promise<TicketView | undefined> {
  const found = await db.query<{ ticket_code: string | null; checked_in_at: Date | string | null; link: string; title: string; starts_at: Date | string; ends_at: Date | string; timezone: string }>(
    `SELECT a.ticket_code, a.checked_in_at, h.link, h.title, h.starts_at, h.ends_at, h.timezone
     FROM event_attendance a JOIN hosted_events h ON h.event_id = a.event_id
     WHERE a.event_id = $1::uuid AND a.user_id = $2 AND a.status = 'attending'`,
    [eventId, userId],
  );
  const row = found.rows[0];
  if (!row?.ticket_code) return undefined;
  return {
    code: row.ticket_code,
    checkedInAt: row.checked_in_at === null ? null : iso(row.checked_in_at),
    event: { uniqueId: eventId, link: row.link, title: row.title, startTime: iso(row.starts_at), endTime: iso(row.ends_at), timezone: row.timezone },
  };
}

/** Whose ticket this code is, at this event only (the host's own); attending students only. */
export async function holderOfCode(db: Db, eventId: string, code: string): Promise<string | undefined> {
  const found = await db.query<{ user_id: string }>(
    `SELECT user_id FROM event_attendance WHERE event_id = $1::uuid AND ticket_code = $2 AND status = 'attending'`,
    [eventId, code],
  );
  return found.rows[0]?.user_id;
}

// Demo participants are not registered students: their ids are not uuids and they have no names.
const userUuid = `(CASE WHEN a.user_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN a.user_id::uuid END)`;

/** Who was let in, as the host's list shows them (no address), and when. */
export interface CheckedInView {
  uniqueId: string;
  firstName: string;
  LastName: string;
  university: string;
  checkedInAt: string | null;
}

export async function checkedInAttendee(db: Db, eventId: string, userId: string): Promise<CheckedInView | undefined> {
  const found = await db.query<{ first_name: string | null; last_name: string | null; university: string | null; checked_in_at: Date | string | null }>(
    `SELECT i.first_name, i.last_name, s.university_name AS university, a.checked_in_at
     FROM event_attendance a
     LEFT JOIN account_identities i ON i.account_id = ${userUuid}
     LEFT JOIN students s ON s.student_id = ${userUuid}
     WHERE a.event_id = $1::uuid AND a.user_id = $2`,
    [eventId, userId],
  );
  const row = found.rows[0];
  return (
    row && {
      uniqueId: userId,
      firstName: row.first_name ?? '',
      LastName: row.last_name ?? '',
      university: row.university ?? '',
      checkedInAt: row.checked_in_at === null ? null : iso(row.checked_in_at),
    }
  );
}
