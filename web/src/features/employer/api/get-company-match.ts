import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';

const schema = z.object({ match: z.catch(z.nullable(z.object({ organisationId: z.string(), name: z.catch(z.string(), '') })), null) });

/** `GET /api/companies/match` (employer): a company with the employer's e-mail domain, or null. */
export async function getCompanyMatch(): Promise<z.infer<typeof schema>['match']> {
  return schema.parse(await http.get('api/companies/match').json<unknown>()).match;
}
