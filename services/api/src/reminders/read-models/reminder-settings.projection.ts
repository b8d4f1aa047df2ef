import type { Db } from '@fast-track/shared/db/db';
import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { AccountDeleted } from '../../accounts/index.ts';
import { defaultReminderSettings, type ReminderSettings, type ReminderSettingsChanged } from '../reminder-settings.ts';

/** Inline: the students' reminder settings (a row only once changed; none = the default, on). Gone with the account. */
export const reminderSettingsProjection = defineProjection<ReminderSettingsChanged | AccountDeleted>({
  name: 'reminder-settings',
  tables: ['reminder_settings'],
  on: {
    async ReminderSettingsChanged(tx, e) {
      await tx.query(
        `INSERT INTO reminder_settings (account_id, event_reminders, deadline_reminders) VALUES ($1, $2, COALESCE($3, true))
         ON CONFLICT (account_id) DO UPDATE SET event_reminders = EXCLUDED.event_reminders,
           deadline_reminders = COALESCE($3, reminder_settings.deadline_reminders)`,
        [e.data.accountId, e.data.eventReminders, e.data.deadlineReminders ?? null],
      );
    },
    async AccountDeleted(tx, e) {
      await tx.query('DELETE FROM reminder_settings WHERE account_id = $1::uuid', [e.data.accountId]);
    },
  },
});

export async function reminderSettingsOf(db: Db, accountId: string): Promise<ReminderSettings> {
  const found = await db.query<{ event_reminders: boolean; deadline_reminders: boolean }>(
    'SELECT event_reminders, deadline_reminders FROM reminder_settings WHERE account_id = $1',
    [accountId],
  );
  const row = found.rows[0];
  return row ? { eventReminders: row.event_reminders, deadlineReminders: row.deadline_reminders } : defaultReminderSettings;
}
