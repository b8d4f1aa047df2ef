import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';

const invitationSchema = z.object({
  organisation: z.object({ name: z.catch(z.string(), ''), kind: z.catch(z.enum(['company', 'career_center', 'student_organisation']), 'company') }),
  role: z.catch(z.enum(['owner', 'admin', 'member']), 'member'),
  /** Masked by the server (a***@acme.com). */
  email: z.catch(z.string(), ''),
  uniqueId: z.catch(z.string(), ''),
  accountExists: z.catch(z.boolean(), false),
  /** Student organisations invite students only: someone new registers as a student first, then opens the link. */
  mustRegisterFirst: z.catch(z.boolean(), false),
  /** Who sent it, when the server says. */
  invitedBy: z.catch(z.optional(z.nullable(z.string())), null),
});

export type Invitation = z.infer<typeof invitationSchema>;
export interface InvitationLink {
  organisationId: string;
  dsa: string;
  invitationId: string;
}

/**
 * `GET /api/invitations/:organisationId/:dsa/:invitationId` (anyone): null for a link that cannot be used — 404
 * INVITATION_INVALID, 410 used or expired, and 400 for a malformed link (the server validates its parts; a link cut
 * short or mistyped in a mail is no failure to retry).
 */
export async function getInvitation(link: InvitationLink): Promise<Invitation | null> {
  const path = ['api/invitations', link.organisationId, link.dsa, link.invitationId].map((p, i) => (i === 0 ? p : encodeURIComponent(p))).join('/');
  const response = await http.get(path, { throwHttpErrors: false });
  if (response.status === 400 || response.status === 404 || response.status === 410) return null;
  if (!response.ok) throw new Error(`invitation: ${response.status}`);
  return invitationSchema.parse(await response.json<unknown>());
}
