import { orgPath, request, type Outcome } from './answer.ts';

/** `POST /api/organisations/:id/members/:accountId/remove` (owner, or oneself leaving); 409 LAST_OWNER. */
export async function removeMember(organisationId: string, accountId: string): Promise<Outcome<null>> {
  return request('post', orgPath(organisationId, `/members/${encodeURIComponent(accountId)}/remove`), () => null, {});
}
