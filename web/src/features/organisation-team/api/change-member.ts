import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';
import { teamPath, type Role } from '../../../lib/team.ts';

const member = (organisationId: string, accountId: string, rest: string) => teamPath(organisationId, `/members/${encodeURIComponent(accountId)}${rest}`);

/** `POST /api/organisations/:organisationId/members/:accountId/role` (owner) `{ role }`; 409 LAST_OWNER keeps one owner. */
export function changeMemberRole(organisationId: string, accountId: string, role: Role): Promise<Outcome<null>> {
  return outcomeRequest('post', member(organisationId, accountId, '/role'), () => null, { json: { role } });
}

/** `POST /api/organisations/:organisationId/members/:accountId/remove` (owner, or oneself leaving); 409 LAST_OWNER. */
export function removeMember(organisationId: string, accountId: string): Promise<Outcome<null>> {
  return outcomeRequest('post', member(organisationId, accountId, '/remove'), () => null, { json: {} });
}
