import type { organisationKinds } from '../../../lib/account.ts';
import type { Member, Role } from '../../../lib/team.ts';

export type OrganisationKind = (typeof organisationKinds)[number];

/** What one organisation kind's team screen has of its own; the screen and its rules are the same for all. */
export interface TeamKind {
  /**
   * Whether people ask to join (companies: same e-mail domain; career centers: staff at registration, issue 22;
   * student organisations: students of its university, issue 26).
   */
  joinRequests: boolean;
  /** Whether owners hand over ownership here (student organisations' officers, issue 26; the API takes it for every kind). */
  handover: boolean;
  /** The roles an owner and an admin may hand out by invitation (the API lets only owners hand out owner). */
  invitable: Record<Role, readonly Role[]>;
  /** The texts that name the kind: the last-owner refusal, leaving, and what removal takes away. */
  texts: { lastOwner: string; left: string; leaveTitle: string; leaveBody: string; removeBody: string };
}

const companyTexts = {
  lastOwner: 'employer.team.lastOwner',
  left: 'employer.team.left',
  leaveTitle: 'employer.team.confirmLeave.title',
  leaveBody: 'employer.team.confirmLeave.body',
  removeBody: 'employer.team.confirmRemove.body',
};
const organisationTexts = {
  lastOwner: 'careerCenter.team.lastOwner',
  left: 'careerCenter.team.left',
  leaveTitle: 'careerCenter.team.confirmLeave.title',
  leaveBody: 'careerCenter.team.confirmLeave.body',
  removeBody: 'careerCenter.team.confirmRemove.body',
};
// Companies have always offered owners member or admin and admins member; the others every role the API allows.
const organisationInvitable: TeamKind['invitable'] = { owner: ['member', 'admin', 'owner'], admin: ['member', 'admin'], member: [] };

export const TEAM_KINDS: Record<OrganisationKind, TeamKind> = {
  company: { joinRequests: true, handover: false, invitable: { owner: ['member', 'admin'], admin: ['member'], member: [] }, texts: companyTexts },
  career_center: { joinRequests: true, handover: false, invitable: organisationInvitable, texts: organisationTexts },
  student_organisation: { joinRequests: true, handover: true, invitable: organisationInvitable, texts: organisationTexts },
};

/** Owners and admins invite and answer join requests (docs/accounts.md § Teams). */
export function canManage(role: Role | null | undefined): boolean {
  return role === 'owner' || role === 'admin';
}

/** The roles this person may hand out in this kind of organisation. */
export function invitableRoles(kind: OrganisationKind, role: Role | null | undefined): readonly Role[] {
  return role ? TEAM_KINDS[kind].invitable[role] : [];
}

/** Owners remove others; everyone may remove themself (leave). Nobody changes their own role here. */
export function memberActions(myRole: Role | null | undefined, me: boolean): { changeRole: boolean; remove: boolean; leave: boolean } {
  return { changeRole: myRole === 'owner' && !me, remove: myRole === 'owner' && !me, leave: me };
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

/** The name to show, or the address when there is none. */
export const displayName = (member: Pick<Member, 'firstName' | 'LastName' | 'email'>): string => fullName(member) || member.email;

/** Which text a refused role change or removal gets: the last owner stays, a role check, or anything else. */
export function refusalOf(status: number, code: string): 'lastOwner' | 'forbidden' | 'failed' {
  if (code === 'LAST_OWNER' || status === 409) return 'lastOwner';
  return status === 403 ? 'forbidden' : 'failed';
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
