import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';
import type { InvitationLink } from './get-invitation.ts';

const createdSchema = z.object({ msg: z.string(), token: z.optional(z.string()), uniqueId: z.optional(z.string()), kind: z.optional(z.string()) });

export type AcceptResult =
  | { outcome: 'created'; token: string; uniqueId: string; kind: string }
  | { outcome: 'joined' }
  | { outcome: 'invalid' | 'weak password' | 'wrong account' | 'error'; message?: string };

/**
 * `POST /api/invitations/accept`: with `profile` (no bearer) it creates the invited account and answers its token;
 * without, the signed-in invited account joins.
 */
export async function acceptInvitation(link: InvitationLink, profile?: { firstName: string; lastName: string; password: string }): Promise<AcceptResult> {
  const json = { ...link, ...(profile ? { firstName: profile.firstName, LastName: profile.lastName, password: profile.password } : {}) };
  // Creating the account must not carry a session the browser happens to hold (that would mean "add me").
  const response = await http.post('api/invitations/accept', { json, throwHttpErrors: false, anonymous: profile !== undefined });
  const body = (await response.json<unknown>().catch(() => null)) as Record<string, unknown> | null;
  if (response.status === 404 || response.status === 410) return { outcome: 'invalid' };
  // 409 INVITATION_MISMATCH: the address has an account and the caller is not it (or it is of another kind).
  if (response.status === 409 || response.status === 403 || response.status === 401) return { outcome: 'wrong account' };
  if (body?.msg === 'weak password') return { outcome: 'weak password', message: typeof body.message === 'string' ? body.message : undefined };
  if (!response.ok) return { outcome: 'error', message: typeof body?.detail === 'string' ? body.detail : undefined };
  const parsed = createdSchema.safeParse(body);
  if (parsed.success && parsed.data.msg === 'success' && parsed.data.token) {
    return { outcome: 'created', token: parsed.data.token, uniqueId: parsed.data.uniqueId ?? '', kind: parsed.data.kind ?? '' };
  }
  return parsed.success && parsed.data.msg === 'success' ? { outcome: 'joined' } : { outcome: 'error' };
}
