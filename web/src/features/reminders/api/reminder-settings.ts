import * as z from 'zod/mini';
import { outcomeRequest } from '../../../lib/outcome-request.ts';

// The student's reminder mail settings (docs/events.md § Reminders).
const settingsAnswer = (b: unknown) => z.object({ eventReminders: z.boolean(), deadlineReminders: z.boolean() }).parse(b);
export type ReminderSettings = ReturnType<typeof settingsAnswer>;

export const getReminderSettings = () => outcomeRequest('get', 'api/student/reminder-settings', settingsAnswer);
export const saveReminderSettings = (settings: Partial<ReminderSettings>) => outcomeRequest('put', 'api/student/reminder-settings', settingsAnswer, { json: settings });
