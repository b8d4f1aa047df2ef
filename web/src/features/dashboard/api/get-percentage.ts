import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';

export const opportunitySchema = z.object({
  trackId: z.string(),
  imageUrl: z.catch(z.string(), ''),
  title: z.string(),
  chip: z.object({ color: z.catch(z.string(), 'grey'), text: z.catch(z.string(), '') }),
  /** A real opportunity's page (a job's /jobs/{id}); absent on demo entries. */
  link: z.optional(z.catch(z.string(), '')),
});
export type Opportunity = z.infer<typeof opportunitySchema>;

const progressSchema = z.object({
  percent: z.object({ value: z.catch(z.number(), 0) }),
  oppor: z.array(opportunitySchema),
});
export type Progress = z.infer<typeof progressSchema>;

/** `GET /api/get/percentage` (bearer) → spec §3 Progress response: percent (with a value) and oppor. */
export async function getPercentage(): Promise<Progress> {
  return progressSchema.parse(await http.get('api/get/percentage').json<unknown>());
}
