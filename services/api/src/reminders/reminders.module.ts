import type { Logger } from '@fast-track/shared/logger';
import type { Guard } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import { reminderKinds } from './reminder-kinds.ts';
import type { ReminderSettingsDeps } from './reminder-settings.service.ts';
import { reminderErasure, startReminderSweeper, type ReminderDeps } from './reminder-sweeper.ts';
import { reminderRoutes } from './reminders.routes.ts';

export interface RemindersModuleDeps extends ReminderSettingsDeps, ReminderDeps {
  logger: Logger;
  /** How often due reminders are mailed; 0 turns the sweep off (tests), undefined sweeps every five minutes. */
  sweepEveryMs?: number;
}

/** Reminders (issue 23): the students' setting, and the sweep that mails each reminder once across replicas. */
export function createRemindersModule(deps: RemindersModuleDeps, guard: Guard): ApiModule {
  const { db, mail, logger, publicUrl, sweepEveryMs } = deps;
  return {
    routes: [reminderRoutes({ db, projections: deps.projections, now: deps.now }, guard)],
    erasure: [reminderErasure()],
    dispose: sweepEveryMs === 0 ? () => undefined : startReminderSweeper({ db, mail, logger, publicUrl }, reminderKinds, sweepEveryMs ?? 5 * 60_000),
  };
}
