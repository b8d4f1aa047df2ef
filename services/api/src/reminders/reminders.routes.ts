import { Router } from 'express';
import { z } from 'zod';
import { callerOf, type Guard } from '../accounts/index.ts';
import { parseBody } from '../http/parse-body.ts';
import { reminderSettingsOf } from './read-models/reminder-settings.projection.ts';
import { changeReminderSettings, type ReminderSettingsDeps } from './reminder-settings.service.ts';

// One setting or both; an empty body changes nothing and is refused.
const settingsRequest = z
  .object({ eventReminders: z.boolean().optional(), deadlineReminders: z.boolean().optional() })
  .strict()
  .refine((body) => body.eventReminders !== undefined || body.deadlineReminders !== undefined, 'eventReminders or deadlineReminders');

/** A student's reminder mail settings (docs/events.md § Reminders): their own, nobody else's. */
export function reminderRoutes(deps: ReminderSettingsDeps, guard: Guard): Router {
  const router = Router();
  const student = guard.requireKind('student');
  router.get('/student/reminder-settings', student, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await reminderSettingsOf(deps.db, callerOf(res).accountId));
  });
  router.put('/student/reminder-settings', student, async (req, res) => {
    const { eventReminders, deadlineReminders } = parseBody(settingsRequest, req.body);
    const accountId = callerOf(res).accountId;
    await changeReminderSettings(deps, accountId, {
      ...(eventReminders === undefined ? {} : { eventReminders }),
      ...(deadlineReminders === undefined ? {} : { deadlineReminders }),
    });
    res.set('Cache-Control', 'no-store').json(await reminderSettingsOf(deps.db, accountId));
  });
  return router;
}
