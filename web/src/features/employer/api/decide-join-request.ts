import { orgPath, request, type Outcome } from './answer.ts';

/** `POST /api/organisations/:id/join-requests/:accountId` (owner, admin) `{ accept }`. */
export async function decideJoinRequest(organisationId: string, accountId: string, accept: boolean): Promise<Outcome<null>> {
  return request('post', orgPath(organisationId, `/join-requests/${encodeURIComponent(accountId)}`), () => null, { accept });
}
