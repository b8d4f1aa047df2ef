import { describe, expect, it } from 'vitest';
import { reminderSettingsDecider, type ChangeReminderSettings, type ReminderSettings, type ReminderSettingsChanged } from './reminder-settings.ts';

// Given the events so far, when a student saves a setting, then what is recorded.
const given = (...events: ReminderSettingsChanged[]) => events.reduce(reminderSettingsDecider.evolve, reminderSettingsDecider.initialState());
const when = (change: Partial<ReminderSettings>): ChangeReminderSettings => ({ type: 'ChangeReminderSettings', data: { accountId: 'a1', ...change, now: '2026-12-01T10:00:00.000Z' } });
const changed = (settings: ReminderSettings, at = '2026-12-01T10:00:00.000Z'): ReminderSettingsChanged => ({ type: 'ReminderSettingsChanged', data: { accountId: 'a1', ...settings, at } });
const before = '2026-11-30T10:00:00.000Z';

describe('reminder settings decider', () => {
  it('starts with both reminders on', () => {
    expect(given()).toEqual({ eventReminders: true, deadlineReminders: true });
  });

  it('records turning one off, and on again, with the other as it is', () => {
    expect(reminderSettingsDecider.decide(when({ eventReminders: false }), given())).toEqual([changed({ eventReminders: false, deadlineReminders: true })]);
    expect(reminderSettingsDecider.decide(when({ deadlineReminders: false }), given())).toEqual([changed({ eventReminders: true, deadlineReminders: false })]);
    const off = given(changed({ eventReminders: false, deadlineReminders: true }, before));
    expect(reminderSettingsDecider.decide(when({ eventReminders: true }), off)).toEqual([changed({ eventReminders: true, deadlineReminders: true })]);
  });

  it('records nothing when the settings are already what is saved', () => {
    expect(reminderSettingsDecider.decide(when({ eventReminders: true }), given())).toEqual([]);
    expect(reminderSettingsDecider.decide(when({ eventReminders: true, deadlineReminders: true }), given())).toEqual([]);
    expect(reminderSettingsDecider.decide(when({ eventReminders: false }), given(changed({ eventReminders: false, deadlineReminders: true }, before)))).toEqual([]);
  });

  it('reads a change recorded before deadline reminders existed as leaving them on', () => {
    const old: ReminderSettingsChanged = { type: 'ReminderSettingsChanged', data: { accountId: 'a1', eventReminders: false, at: before } };
    expect(given(old)).toEqual({ eventReminders: false, deadlineReminders: true });
  });
});
