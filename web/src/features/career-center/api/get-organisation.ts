import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';

const organisationSchema = z.object({
  organisationId: z.string(),
  name: z.catch(z.string(), ''),
  status: z.catch(z.string(), 'active'),
  logo: z.catch(z.nullable(z.optional(z.string())), null),
  university: z.catch(z.nullable(z.optional(z.object({ name: z.string(), area: z.catch(z.string(), '') }))), null),
  createdAt: z.catch(z.optional(z.string()), undefined),
});

export type CareerCenter = z.infer<typeof organisationSchema>;

/** `GET /api/organisations/:organisationId` (member) → the career center with its university. */
export async function getCareerCenter(organisationId: string): Promise<CareerCenter> {
  const body = z.object({ organisation: organisationSchema }).parse(await http.get(`api/organisations/${encodeURIComponent(organisationId)}`).json<unknown>());
  return body.organisation;
}
