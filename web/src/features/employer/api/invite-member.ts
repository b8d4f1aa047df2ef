import { orgPath, request, type Outcome } from './answer.ts';
import type { MemberRole } from './get-members.ts';

/** `POST /api/organisations/:id/invitations` (owner, admin) `{ email, role }`: mails a single-use link (7 days). */
export async function inviteMember(organisationId: string, input: { email: string; role: MemberRole }): Promise<Outcome<null>> {
  return request('post', orgPath(organisationId, '/invitations'), () => null, { email: input.email.trim(), role: input.role });
}
