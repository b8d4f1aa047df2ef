import { http } from '../../../lib/http.ts';
import { teamPath, type Role } from '../../../lib/team.ts';

export type InviteResult = 'success' | 'exists' | 'forbidden' | 'invalid' | 'error';

/**
 * `POST /api/organisations/:organisationId/invitations` (owner, admin) `{ email, role }`: mails a single-use link.
 * Problem answers map to what the form can say.
 */
export async function inviteMember(organisationId: string, input: { email: string; role: Role }): Promise<InviteResult> {
  const response = await http.post(teamPath(organisationId, '/invitations'), {
    json: { email: input.email.trim(), role: input.role },
    throwHttpErrors: false,
  });
  if (response.ok) return 'success';
  if (response.status === 403) return 'forbidden';
  if (response.status === 409) return 'exists';
  if (response.status === 400 || response.status === 422) return 'invalid';
  return 'error';
}
