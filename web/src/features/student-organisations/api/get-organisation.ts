import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';

const text = z.catch(z.nullable(z.optional(z.string())), null);
const organisationSchema = z.object({
  organisationId: z.string(),
  name: z.catch(z.string(), ''),
  status: z.catch(z.string(), 'active'),
  /** What the founders wrote (category, description, logo). */
  profile: z.catch(z.object({ category: text, description: text, logo: text }), { category: null, description: null, logo: null }),
  university: z.catch(z.nullable(z.optional(z.object({ name: z.string(), area: z.catch(z.string(), '') }))), null),
  /** How students join (issue 26): officers accept requests, or a student of its university joins at once. */
  admission: z.catch(z.enum(['request', 'university']), 'request'),
});

export type StudentOrganisation = z.infer<typeof organisationSchema>;

/** `GET /api/organisations/:organisationId` (member) → the organisation. */
export async function getOrganisation(organisationId: string): Promise<StudentOrganisation> {
  const body = z.object({ organisation: organisationSchema }).parse(await http.get(`api/organisations/${encodeURIComponent(organisationId)}`).json<unknown>());
  return body.organisation;
}
