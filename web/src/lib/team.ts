import * as z from 'zod/mini';
import { http } from './http.ts';
import { memberRoles } from './account.ts';

/**
 * An organisation's team as every kind reads it (docs/accounts.md § Teams): the team screen
 * (features/organisation-team) and the employer dashboard's team summary.
 */
export type Role = (typeof memberRoles)[number];

const memberSchema = z.object({
  uniqueId: z.string(),
  firstName: z.catch(z.string(), ''),
  LastName: z.catch(z.string(), ''),
  email: z.catch(z.string(), ''),
  role: z.catch(z.enum(memberRoles), 'member'),
  jobRole: z.catch(z.nullable(z.string()), null),
});

const invitationSchema = z.object({
  invitationId: z.string(),
  email: z.catch(z.string(), ''),
  role: z.catch(z.enum(memberRoles), 'member'),
  expiresAt: z.catch(z.string(), ''),
});

/** An owner's open offer of ownership to a member (issue 26), until `expiresAt`. */
const handoverSchema = z.object({ from: z.string(), to: z.string(), expiresAt: z.catch(z.string(), '') });

const teamSchema = z.object({
  members: z.catch(z.array(memberSchema), []),
  invitations: z.catch(z.array(invitationSchema), []),
  handover: z.catch(z.nullable(handoverSchema), null),
});

const joinRequestSchema = z.object({
  uniqueId: z.string(),
  firstName: z.catch(z.string(), ''),
  LastName: z.catch(z.string(), ''),
  email: z.catch(z.string(), ''),
});
const joinRequestsSchema = z.object({ requests: z.catch(z.array(joinRequestSchema), []) });

export type Member = z.infer<typeof memberSchema>;
export type Invitation = z.infer<typeof invitationSchema>;
export type Team = z.infer<typeof teamSchema>;
export type Handover = z.infer<typeof handoverSchema>;
export type JoinRequest = z.infer<typeof joinRequestSchema>;

export const teamPath = (organisationId: string, rest = '') => `api/organisations/${encodeURIComponent(organisationId)}${rest}`;

/** `GET /api/organisations/:organisationId/members` (member) → members, open invitations and the open hand-over. */
export async function getTeam(organisationId: string): Promise<Team> {
  return teamSchema.parse(await http.get(teamPath(organisationId, '/members')).json<unknown>());
}

/** `GET /api/organisations/:organisationId/join-requests` (owner, admin): who asked to join. */
export async function getJoinRequests(organisationId: string): Promise<JoinRequest[]> {
  return joinRequestsSchema.parse(await http.get(teamPath(organisationId, '/join-requests')).json<unknown>()).requests;
}
