import { orgPath, request, type Outcome } from './answer.ts';
import type { MemberRole } from './get-members.ts';

/** `POST /api/organisations/:id/members/:accountId/role` (owner) `{ role }`; 409 LAST_OWNER keeps one owner. */
export async function changeMemberRole(organisationId: string, accountId: string, role: MemberRole): Promise<Outcome<null>> {
  return request('post', orgPath(organisationId, `/members/${encodeURIComponent(accountId)}/role`), () => null, { role });
}
