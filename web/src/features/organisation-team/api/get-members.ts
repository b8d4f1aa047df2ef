import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';

export const ROLES = ['owner', 'admin', 'member'] as const;
export type Role = (typeof ROLES)[number];

const memberSchema = z.object({
  uniqueId: z.string(),
  firstName: z.catch(z.string(), ''),
  LastName: z.catch(z.string(), ''),
  email: z.catch(z.string(), ''),
  role: z.catch(z.enum(ROLES), 'member'),
  jobRole: z.catch(z.nullable(z.string()), null),
});

const invitationSchema = z.object({
  invitationId: z.string(),
  email: z.catch(z.string(), ''),
  role: z.catch(z.enum(ROLES), 'member'),
  expiresAt: z.catch(z.string(), ''),
});

const teamSchema = z.object({
  members: z.catch(z.array(memberSchema), []),
  invitations: z.catch(z.array(invitationSchema), []),
});

export type Member = z.infer<typeof memberSchema>;
export type Invitation = z.infer<typeof invitationSchema>;
export type Team = z.infer<typeof teamSchema>;

/** `GET /api/organisations/:organisationId/members` (member) → members and open invitations. */
export async function getTeam(organisationId: string): Promise<Team> {
  return teamSchema.parse(await http.get(`api/organisations/${encodeURIComponent(organisationId)}/members`).json<unknown>());
}
