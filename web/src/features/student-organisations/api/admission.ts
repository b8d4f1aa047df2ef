import * as z from 'zod/mini';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';

// A society's admission rule and a student's way in (docs/accounts.md § Student organisations, issue 26).

export type Admission = 'request' | 'university';
export const admissions: readonly Admission[] = ['request', 'university'];

/** `POST /api/organisations/:organisationId/admission` (owner, admin) `{ admission }`. */
export function setAdmission(organisationId: string, admission: Admission): Promise<Outcome<null>> {
  return outcomeRequest('post', `api/organisations/${encodeURIComponent(organisationId)}/admission`, () => null, { json: { admission } });
}

const membershipSchema = z.object({
  admission: z.catch(z.enum(['request', 'university']), 'request'),
  status: z.catch(z.enum(['member', 'requested', 'none']), 'none'),
  sameUniversity: z.catch(z.boolean(), false),
});
export type SocietyMembership = z.infer<typeof membershipSchema>;

/** `GET /api/organisations/:organisationId/membership` (student): the rule, where the student stands, whether its university is theirs. */
export function getSocietyMembership(organisationId: string): Promise<Outcome<SocietyMembership>> {
  return outcomeRequest('get', `api/organisations/${encodeURIComponent(organisationId)}/membership`, (b) => membershipSchema.parse(b));
}

/** `POST /api/organisations/:organisationId/join` (student) → joined at once ('member') or asked ('requested'). */
export function joinSociety(organisationId: string): Promise<Outcome<'member' | 'requested'>> {
  return outcomeRequest('post', `api/organisations/${encodeURIComponent(organisationId)}/join`, (b) => z.object({ status: z.enum(['member', 'requested']) }).parse(b).status, { json: {} });
}
