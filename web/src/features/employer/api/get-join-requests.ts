import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';
import { orgPath } from './answer.ts';

// The contract names the list, not its item shape: take what identifies and names the person, tolerate the rest.
const joinRequestSchema = z.object({
  accountId: z.string(),
  firstName: z.catch(z.string(), ''),
  LastName: z.catch(z.string(), ''),
  email: z.catch(z.string(), ''),
  requestedAt: z.catch(z.string(), ''),
});

const listSchema = z.object({ requests: z.catch(z.array(joinRequestSchema), []) });

export type JoinRequest = z.infer<typeof joinRequestSchema>;

/** Accepts `{ requests: [...] }` or `{ joinRequests: [...] }`; items may name the account `accountId` or `uniqueId`. */
export function parseJoinRequests(body: unknown): JoinRequest[] {
  const raw = (body ?? {}) as { requests?: unknown; joinRequests?: unknown };
  const list = Array.isArray(raw.requests) ? raw.requests : Array.isArray(raw.joinRequests) ? raw.joinRequests : [];
  const items = list.map((item) => {
    const i = (item ?? {}) as Record<string, unknown>;
    return { ...i, accountId: i.accountId ?? i.uniqueId };
  });
  return listSchema.parse({ requests: items.filter((i) => typeof i.accountId === 'string') }).requests;
}

/** `GET /api/organisations/:id/join-requests` (owner, admin). */
export async function getJoinRequests(organisationId: string): Promise<JoinRequest[]> {
  return parseJoinRequests(await http.get(orgPath(organisationId, '/join-requests')).json<unknown>());
}
