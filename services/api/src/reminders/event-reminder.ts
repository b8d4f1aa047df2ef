import type { Db } from '@fast-track/shared/db/db';
import { eventCalendarColumns, eventCalendarVars, type EventCalendarRow } from '../events/index.ts';
import type { DueReminder, ReminderKind } from './reminder-sweeper.ts';

/** Reminded once the start is this close (and the event has not started): "the day before". */
export const eventReminderLeadMs = 24 * 3_600_000;

/**
 * The day-before mail of an event: every student attending (not pending, not declined, not left) a listed,
 * not-cancelled event that starts within the next 24 hours, unless they turned event reminders off. The .ics rides
 * along. A student who joins within those 24 hours is reminded at the next sweep.
 */
export const eventReminder: ReminderKind = {
  kind: 'event-day-before',
  async due(db: Db, nowMs, { publicUrl }): Promise<DueReminder[]> {
    const found = await db.query<EventCalendarRow & { account_id: string; email: string; first_name: string | null; lng: string | null }>(
      `SELECT ${eventCalendarColumns}, i.account_id::text AS account_id, i.email, i.first_name, acc.lng
       FROM event_list e
       JOIN event_attendance a ON a.event_id = e.event_id AND a.status = 'attending'
       JOIN account_identities i ON i.account_id = (CASE WHEN a.user_id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN a.user_id::uuid END)
       LEFT JOIN accounts acc ON acc.account_id = i.account_id
       LEFT JOIN reminder_settings s ON s.account_id = i.account_id
       WHERE e.starts_at > $1 AND e.starts_at <= $2 AND e.cancelled_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM organisations o WHERE o.organisation_id = e.company_id AND o.status <> 'active')
         AND COALESCE(s.event_reminders, true)
         AND NOT EXISTS (SELECT 1 FROM reminders_sent r WHERE r.kind = 'event-day-before' AND r.subject_id = e.event_id::text AND r.account_id = i.account_id)
       ORDER BY e.starts_at, e.event_id, i.account_id
       LIMIT 500`,
      [new Date(nowMs), new Date(nowMs + eventReminderLeadMs)],
    );
    return found.rows.map((r) => ({
      subjectId: r.event_id,
      accountId: r.account_id,
      mail: {
        to: r.email,
        template: 'event-reminder',
        lng: r.lng ?? 'en',
        vars: { link: r.link, calendar: eventCalendarVars(r, publicUrl), ...(r.first_name ? { name: r.first_name } : {}) },
      },
    }));
  },
};
