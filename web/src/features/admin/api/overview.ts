import * as z from 'zod/mini';
import { outcomeRequest } from '../../../lib/outcome-request.ts';

const daySchema = z.object({ day: z.string(), signUps: z.number(), postings: z.number(), reports: z.number() });
export type OverviewDay = z.infer<typeof daySchema>;

/** `GET /api/admin/overview?days=`: per UTC day, newest first, every day present (docs/admin.md § Daily overview). */
export const getOverview = (days: number) =>
  outcomeRequest('get', `api/admin/overview?days=${days}`, (b) => z.object({ days: z.array(daySchema) }).parse(b).days);
