import * as z from 'zod/mini';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';

// GET /api/organisations/:id/insights (docs/host-areas.md): a career center's university in aggregates; a figure is a
// number (maybe rounded to the nearest five), "fewer than 5", or withheld.

export const figureSchema = z.union([
  z.object({ value: z.number(), rounded: z.optional(z.boolean()) }),
  z.object({ fewerThan: z.number() }),
  z.object({ withheld: z.boolean() }),
]);
export type Figure = z.infer<typeof figureSchema>;

const insightsSchema = z.object({
  studentsRegistered: figureSchema,
  activeThisMonth: figureSchema,
  eventAttendances: figureSchema,
  challengeResults: z.array(z.object({ track: z.string(), averagePercent: figureSchema })),
  topEmployers: z.array(z.object({ organisationId: z.string(), name: z.string(), logo: z.nullable(z.string()), students: figureSchema })),
});
export type Insights = z.infer<typeof insightsSchema>;

export function getInsights(organisationId: string, filters: { track: string; yearOfStudy: string }): Promise<Outcome<Insights>> {
  const query = new URLSearchParams();
  if (filters.track) query.set('track', filters.track);
  if (filters.yearOfStudy) query.set('yearOfStudy', filters.yearOfStudy);
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return outcomeRequest('get', `api/organisations/${encodeURIComponent(organisationId)}/insights${suffix}`, (b) => z.object({ insights: insightsSchema }).parse(b).insights);
}
