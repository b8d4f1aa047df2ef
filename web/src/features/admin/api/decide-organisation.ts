import { http } from '../../../lib/http.ts';
import { AdminSessionEnded } from './list-organisations.ts';

export type Decision = 'approve' | 'reject' | 'suspend';

/**
 * `POST /api/admin/organisations/:organisationId/{approve|reject|suspend}`; reject and suspend carry the reason that
 * is mailed to the owners. Resolves false when the server refused (e.g. the status changed meanwhile).
 */
export async function decideOrganisation(organisationId: string, decision: Decision, reason?: string): Promise<boolean> {
  const response = await http.post(`api/admin/organisations/${encodeURIComponent(organisationId)}/${decision}`, {
    json: decision === 'approve' ? {} : { reason: reason?.trim() ?? '' },
    throwHttpErrors: false,
  });
  if (response.status === 401) throw new AdminSessionEnded();
  return response.ok;
}
