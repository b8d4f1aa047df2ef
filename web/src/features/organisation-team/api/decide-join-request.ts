import { http } from '../../../lib/http.ts';
import { teamPath } from '../../../lib/team.ts';

/** `POST /api/organisations/:organisationId/join-requests/:accountId` (owner, admin) `{ accept }`: true when recorded. */
export async function decideJoinRequest(organisationId: string, accountId: string, accept: boolean): Promise<boolean> {
  const response = await http.post(teamPath(organisationId, `/join-requests/${encodeURIComponent(accountId)}`), { json: { accept }, throwHttpErrors: false });
  return response.ok;
}
