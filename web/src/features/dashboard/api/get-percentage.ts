import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';
import { rankBandSchema } from '../../../lib/rank-band.ts';

export const opportunitySchema = z.object({
  trackId: z.string(),
  imageUrl: z.catch(z.string(), ''),
  title: z.string(),
  chip: z.object({ color: z.catch(z.string(), 'grey'), text: z.catch(z.string(), '') }),
  /** A real opportunity's page (a job's /jobs/{id}); absent on demo entries. */
  link: z.optional(z.catch(z.string(), '')),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

const cohortSchema = z.object({
  track: z.string(),
  yearOfStudy: z.catch(z.nullable(z.string()), null),
  rank: z.catch(z.nullable(z.number()), null),
  size: z.catch(z.number(), 0),
  average: z.catch(z.number(), 0),
});

/** One track's line (docs/challenges.md § Rank rules): a band once the cohort is large enough, else the score. */
const trackLineSchema = z.extend(cohortSchema, {
  value: z.catch(z.nullable(z.number()), null),
  band: rankBandSchema,
  score: z.catch(z.number(), 0),
  results: z.catch(z.number(), 0),
  minimum: z.catch(z.number(), 20),
  hidden: z.catch(z.boolean(), false),
});
export type Cohort = z.infer<typeof trackLineSchema>;

const nextStepSchema = z.object({
  key: z.string(),
  track: z.string(),
  status: z.catch(z.enum(['done', 'todo', 'in-progress']), 'todo'),
  score: z.catch(z.number(), 0),
  link: z.catch(z.nullable(z.string()), null),
});
export type NextStep = z.infer<typeof nextStepSchema>;

// Issue 12 (docs/challenges.md § GET /api/get/percentage): the real percentile, the cohort line, next steps
// from real progress and, before any ranked result, the one next action instead of 0 % figures.
const progressSchema = z.object({
  percent: z.object({ value: z.catch(z.number(), 0) }),
  oppor: z.array(opportunitySchema),
  ranked: z.catch(z.boolean(), false),
  cohort: z.catch(z.nullable(cohortSchema), null),
  cohorts: z.catch(z.array(trackLineSchema), []),
  nextSteps: z.catch(z.array(nextStepSchema), []),
  nextAction: z.catch(z.nullable(z.object({ key: z.string(), link: z.string() })), null),
});
export type Progress = z.infer<typeof progressSchema>;

/** `GET /api/get/percentage` (bearer) → spec §3 Progress response: percent (with a value) and oppor. */
export async function getPercentage(): Promise<Progress> {
  return progressSchema.parse(await http.get('api/get/percentage').json<unknown>());
}
