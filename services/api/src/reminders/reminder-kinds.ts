import { eventReminder } from './event-reminder.ts';
import { savedJobReminder } from './saved-job-reminder.ts';
import type { ReminderKind } from './reminder-sweeper.ts';

/**
 * Every reminder the sweep sends. A new kind is a `ReminderKind` in its own file —
 * its `due` query leaves out what reminders_sent already holds for it and those whose settings say no — and one
 * line here.
 */
export const reminderKinds: readonly ReminderKind[] = [eventReminder, savedJobReminder];
