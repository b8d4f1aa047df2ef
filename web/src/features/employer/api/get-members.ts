import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';
import { orgPath } from './answer.ts';

export const MEMBER_ROLES = ['owner', 'admin', 'member'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

const memberSchema = z.object({
  uniqueId: z.string(),
  firstName: z.catch(z.string(), ''),
  LastName: z.catch(z.string(), ''),
  email: z.catch(z.string(), ''),
  role: z.catch(z.enum(MEMBER_ROLES), 'member'),
  jobRole: z.catch(z.nullable(z.string()), null),
});

const invitationSchema = z.object({
  invitationId: z.string(),
  email: z.catch(z.string(), ''),
  role: z.catch(z.enum(MEMBER_ROLES), 'member'),
  expiresAt: z.catch(z.string(), ''),
});

const teamSchema = z.object({
  members: z.catch(z.array(memberSchema), []),
  invitations: z.catch(z.array(invitationSchema), []),
});

export type Member = z.infer<typeof memberSchema>;
export type PendingInvitation = z.infer<typeof invitationSchema>;
export type Team = z.infer<typeof teamSchema>;

/** `GET /api/organisations/:id/members` (member): the members and the invitations still open. */
export async function getMembers(organisationId: string): Promise<Team> {
  return teamSchema.parse(await http.get(orgPath(organisationId, '/members')).json<unknown>());
}
