import type { Decider, DomainCommand, DomainEvent } from '@fast-track/shared/event-store/types';

// A student's mail settings for reminders (issue 23 part 6): the day-before mail of events they attend, and the mail
// before the deadline of a job they saved. Both on by default (no event = on). One stream per account:
// `reminder-settings-<accountId>`. Each change records the whole settings as they are after it.

export interface ReminderSettings {
  eventReminders: boolean;
  deadlineReminders: boolean;
}
export const defaultReminderSettings: ReminderSettings = { eventReminders: true, deadlineReminders: true };

/** `deadlineReminders` is absent from the changes recorded before it existed (then it kept its default). */
export type ReminderSettingsChanged = DomainEvent<'ReminderSettingsChanged', { accountId: string; eventReminders: boolean; deadlineReminders?: boolean; at: string }>;
/** What the student changes: one setting or both. */
export type ChangeReminderSettings = DomainCommand<'ChangeReminderSettings', { accountId: string; now: string } & Partial<ReminderSettings>>;

export const reminderSettingsStreamId = (accountId: string): string => `reminder-settings-${accountId}`;

export const reminderSettingsDecider: Decider<ReminderSettings, ChangeReminderSettings, ReminderSettingsChanged> = {
  initialState: () => defaultReminderSettings,
  evolve: (state, event) => ({ eventReminders: event.data.eventReminders, deadlineReminders: event.data.deadlineReminders ?? state.deadlineReminders }),
  decide(command, state) {
    const next: ReminderSettings = {
      eventReminders: command.data.eventReminders ?? state.eventReminders,
      deadlineReminders: command.data.deadlineReminders ?? state.deadlineReminders,
    };
    // Saving what is already set records nothing.
    if (next.eventReminders === state.eventReminders && next.deadlineReminders === state.deadlineReminders) return [];
    return [{ type: 'ReminderSettingsChanged', data: { accountId: command.data.accountId, ...next, at: command.data.now } }];
  },
};
