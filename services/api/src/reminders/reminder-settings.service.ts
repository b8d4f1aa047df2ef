import type { Db } from '@fast-track/shared/db/db';
import { handleCommand } from '@fast-track/shared/event-store/handle-command';
import type { Projection } from '@fast-track/shared/event-store/projection';
import { reminderSettingsDecider, reminderSettingsStreamId, type ReminderSettings } from './reminder-settings.ts';

export interface ReminderSettingsDeps {
  db: Db;
  projections: readonly Projection[];
  now: () => number;
}

/** A student turns reminders on or off (their own stream; the projection updates in the same transaction). */
export async function changeReminderSettings(deps: ReminderSettingsDeps, accountId: string, change: Partial<ReminderSettings>): Promise<void> {
  await handleCommand(
    deps.db,
    reminderSettingsStreamId(accountId),
    reminderSettingsDecider,
    { type: 'ChangeReminderSettings', data: { accountId, ...change, now: new Date(deps.now()).toISOString() } },
    { projections: deps.projections, metadata: { actor: accountId } },
  );
}
