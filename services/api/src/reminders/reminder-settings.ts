import type { Decider, DomainCommand, DomainEvent } from '@fast-track/shared/event-store/types';

// A student's mail setting for reminders (issue 23 part 6): whether they get the day-before mail of events they
// attend. On by default (no event = on). One stream per account: `reminder-settings-<accountId>`.

export interface ReminderSettings {
  eventReminders: boolean;
}
export const defaultReminderSettings: ReminderSettings = { eventReminders: true };

export type ReminderSettingsChanged = DomainEvent<'ReminderSettingsChanged', { accountId: string; eventReminders: boolean; at: string }>;
export type ChangeReminderSettings = DomainCommand<'ChangeReminderSettings', { accountId: string; eventReminders: boolean; now: string }>;

export const reminderSettingsStreamId = (accountId: string): string => `reminder-settings-${accountId}`;

export const reminderSettingsDecider: Decider<ReminderSettings, ChangeReminderSettings, ReminderSettingsChanged> = {
  initialState: () => defaultReminderSettings,
  evolve: (_state, event) => ({ eventReminders: event.data.eventReminders }),
  decide(command, state) {
    // Saving what is already set records nothing.
    if (command.data.eventReminders === state.eventReminders) return [];
    return [{ type: 'ReminderSettingsChanged', data: { accountId: command.data.accountId, eventReminders: command.data.eventReminders, at: command.data.now } }];
  },
};
