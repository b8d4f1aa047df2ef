import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';

const requestSchema = z.object({
  uniqueId: z.string(),
  firstName: z.catch(z.string(), ''),
  LastName: z.catch(z.string(), ''),
  email: z.catch(z.string(), ''),
});
const listSchema = z.object({ requests: z.catch(z.array(requestSchema), []) });

export type JoinRequest = z.infer<typeof requestSchema>;

const base = (organisationId: string) => `api/organisations/${encodeURIComponent(organisationId)}/join-requests`;

/** `GET /api/organisations/:organisationId/join-requests` (owner, admin): who asked to join (career center staff, issue 22). */
export async function getJoinRequests(organisationId: string): Promise<JoinRequest[]> {
  return listSchema.parse(await http.get(base(organisationId)).json<unknown>()).requests;
}

/** `POST …/join-requests/:accountId` `{ accept }`: true when the answer was recorded. */
export async function decideJoinRequest(organisationId: string, accountId: string, accept: boolean): Promise<boolean> {
  const response = await http.post(`${base(organisationId)}/${encodeURIComponent(accountId)}`, { json: { accept }, throwHttpErrors: false });
  return response.ok;
}
