// The reminders slice (issue 23 part 6): reminder mails swept once per (kind, subject, account), and the students'
// reminder settings. Other code imports only from here.
export { createRemindersModule, type RemindersModuleDeps } from './reminders.module.ts';
export { reminderRoutes } from './reminders.routes.ts';
export { reminderSettingsProjection } from './read-models/reminder-settings.projection.ts';
export { reminderSettingsDecider, reminderSettingsStreamId, type ChangeReminderSettings, type ReminderSettingsChanged } from './reminder-settings.ts';
export { reminderErasure, sendReminders, startReminderSweeper, type DueReminder, type ReminderKind } from './reminder-sweeper.ts';
export { reminderKinds } from './reminder-kinds.ts';
export { eventReminder, eventReminderLeadMs } from './event-reminder.ts';
export { savedJobReminder, savedJobReminderLeadMs } from './saved-job-reminder.ts';
