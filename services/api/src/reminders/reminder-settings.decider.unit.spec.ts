import { describe, expect, it } from 'vitest';
import { reminderSettingsDecider, type ChangeReminderSettings, type ReminderSettingsChanged } from './reminder-settings.ts';

// Given the events so far, when a student saves the setting, then what is recorded.
const given = (...events: ReminderSettingsChanged[]) => events.reduce(reminderSettingsDecider.evolve, reminderSettingsDecider.initialState());
const when = (eventReminders: boolean): ChangeReminderSettings => ({ type: 'ChangeReminderSettings', data: { accountId: 'a1', eventReminders, now: '2026-12-01T10:00:00.000Z' } });
const changed = (eventReminders: boolean, at = '2026-12-01T10:00:00.000Z'): ReminderSettingsChanged => ({ type: 'ReminderSettingsChanged', data: { accountId: 'a1', eventReminders, at } });

describe('reminder settings decider', () => {
  it('starts with event reminders on', () => {
    expect(given()).toEqual({ eventReminders: true });
  });

  it('records turning them off, and on again', () => {
    expect(reminderSettingsDecider.decide(when(false), given())).toEqual([changed(false)]);
    expect(reminderSettingsDecider.decide(when(true), given(changed(false, '2026-11-30T10:00:00.000Z')))).toEqual([changed(true)]);
  });

  it('records nothing when the setting is already what is saved', () => {
    expect(reminderSettingsDecider.decide(when(true), given())).toEqual([]);
    expect(reminderSettingsDecider.decide(when(false), given(changed(false, '2026-11-30T10:00:00.000Z')))).toEqual([]);
  });
});
