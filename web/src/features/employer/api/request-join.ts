import { orgPath, request, type Outcome } from './answer.ts';

/** `POST /api/organisations/:id/join-requests` (employer): asks the company's owners and admins to let them in. */
export async function requestJoin(organisationId: string): Promise<Outcome<null>> {
  return request('post', orgPath(organisationId, '/join-requests'), () => null, {});
}
