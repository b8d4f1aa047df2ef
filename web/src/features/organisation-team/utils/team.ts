import type { Member, Role } from '../api/get-members.ts';

/** Owners and admins invite (docs/accounts.md § Teams). */
export function canInvite(role: Role | null | undefined): boolean {
  return role === 'owner' || role === 'admin';
}

/** The roles an inviter may hand out: only an owner may make someone else an owner (the API checks the same). */
export function invitableRoles(role: Role | null | undefined): Role[] {
  if (role === 'owner') return ['member', 'admin', 'owner'];
  if (role === 'admin') return ['member', 'admin'];
  return [];
}

const ORDER: Record<Role, number> = { owner: 0, admin: 1, member: 2 };

/** Owners first, then admins, then members; by name within a role. */
export function sortMembers(members: readonly Member[]): Member[] {
  return [...members].sort(
    (a, b) => ORDER[a.role] - ORDER[b.role] || fullName(a).localeCompare(fullName(b)) || a.email.localeCompare(b.email),
  );
}

export function fullName(member: Pick<Member, 'firstName' | 'LastName'>): string {
  return `${member.firstName} ${member.LastName}`.trim();
}

const PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export type InviteProblem = 'required' | 'pattern' | 'member' | 'invited';

/** The invitee's address: well-formed, and not someone already in the team or already invited. */
export function checkInvitee(email: string, team: { members: readonly { email: string }[]; invitations: readonly { email: string }[] }): InviteProblem | null {
  const value = email.trim().toLowerCase();
  if (!value) return 'required';
  if (!PATTERN.test(value)) return 'pattern';
  if (team.members.some((m) => m.email.toLowerCase() === value)) return 'member';
  if (team.invitations.some((i) => i.email.toLowerCase() === value)) return 'invited';
  return null;
}
