import { orgPath, request, type Outcome } from './answer.ts';
import type { JobRole } from '../data/job-roles.ts';

/** `POST /api/organisations/:id/job-role` (member) `{ jobRole }`. */
export async function setJobRole(organisationId: string, jobRole: JobRole): Promise<Outcome<null>> {
  return request('post', orgPath(organisationId, '/job-role'), () => null, { jobRole });
}
