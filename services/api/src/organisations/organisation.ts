import type { DomainEvent } from '@fast-track/shared/event-store/types';
import type { MemberRole, OrganisationKind } from '../accounts/index.ts';

// One organisation shape for companies, career centers and student organisations. Events hold ids, roles and the
// organisation's public profile; no member's address or name (those stay in account_identities).

export type OrganisationStatus = 'pending' | 'active' | 'rejected' | 'suspended';
export const jobRoles = ['Recruiter', 'HR', 'Hiring manager', 'Founder', 'Other'] as const;
export type JobRole = (typeof jobRoles)[number];
export const companySizes = ['1-10', '11-50', '51-200', '201-1000', '1001-5000', '5000+'] as const;
export { organisationCategories } from '@fast-track/shared/organisations/organisation-limits';

/** The public profile; which fields are filled depends on the kind. */
export interface OrganisationProfile {
  website?: string;
  industry?: string;
  size?: string;
  country?: string;
  /** Companies: `/api/files/<sha256>` (older ones: an external URL until the logo import); student organisations: a URL. */
  logo?: string;
  /** Companies: `/api/files/<sha256>` of an uploaded cover. */
  cover?: string;
  /** Companies: the description given at creation, the company profile's about text. */
  about?: string;
  category?: string;
  description?: string;
}

/**
 * How students join a student organisation (issue 26): 'request' — they ask and an owner or admin accepts;
 * 'university' — a student whose verified university is the society's joins at once. Invitations work either way.
 */
export const admissions = ['request', 'university'] as const;
export type Admission = (typeof admissions)[number];
export const defaultAdmission: Admission = 'request';

/** How long an offer of ownership stays open. */
export const HANDOVER_DAYS = 14;

export interface OrganisationUniversity {
  name: string;
  area: string;
}

// ── Events ──────────────────────────────────────────────────────────────────────────────────────────────
export type OrganisationCreated = DomainEvent<
  'OrganisationCreated',
  {
    organisationId: string;
    kind: OrganisationKind;
    name: string;
    profile: OrganisationProfile;
    university: OrganisationUniversity | null;
    /** Companies: the domain of the creator's work address, so colleagues can find and ask to join. */
    emailDomain: string | null;
    status: 'pending' | 'active';
    createdBy: string;
    createdAt: string;
  }
>;
export type OrganisationMemberAdded = DomainEvent<
  'OrganisationMemberAdded',
  // 'staff-domain': career center staff admitted by their address domain alone, before issue 22 (no longer written).
  // 'university': a student of a society's university who joined it at once (admission 'university').
  { organisationId: string; accountId: string; role: MemberRole; via: 'creation' | 'invitation' | 'join-request' | 'staff-domain' | 'university'; addedAt: string }
>;
export type OrganisationMemberRoleChanged = DomainEvent<
  'OrganisationMemberRoleChanged',
  { organisationId: string; accountId: string; role: MemberRole; changedBy: string; changedAt: string }
>;
export type OrganisationMemberRemoved = DomainEvent<
  'OrganisationMemberRemoved',
  {
    organisationId: string;
    accountId: string;
    /** 'admission-review': a career center membership granted by address domain alone, turned into a join request (migration 1795869810703). */
    reason: 'removed' | 'left' | 'account-deleted' | 'admission-review';
    removedBy: string;
    removedAt: string;
  }
>;
export type OrganisationMemberJobRoleSet = DomainEvent<
  'OrganisationMemberJobRoleSet',
  { organisationId: string; accountId: string; jobRole: JobRole; setAt: string }
>;
export type OrganisationJoinRequested = DomainEvent<'OrganisationJoinRequested', { organisationId: string; accountId: string; requestedAt: string }>;
export type OrganisationJoinRequestDecided = DomainEvent<
  'OrganisationJoinRequestDecided',
  { organisationId: string; accountId: string; accepted: boolean; decidedBy: string; decidedAt: string }
>;
export type OrganisationInvitationSent = DomainEvent<
  'OrganisationInvitationSent',
  { organisationId: string; invitationId: string; role: MemberRole; invitedBy: string; sentAt: string }
>;
/** A society's admission rule (issue 26). */
export type OrganisationAdmissionSet = DomainEvent<'OrganisationAdmissionSet', { organisationId: string; admission: Admission; setBy: string; setAt: string }>;
/** Officer hand-over (issue 26): an owner offers ownership to a member, until `expiresAt`. */
export type OrganisationHandoverOffered = DomainEvent<
  'OrganisationHandoverOffered',
  { organisationId: string; fromAccountId: string; toAccountId: string; offeredAt: string; expiresAt: string }
>;
export type OrganisationHandoverWithdrawn = DomainEvent<'OrganisationHandoverWithdrawn', { organisationId: string; withdrawnBy: string; withdrawnAt: string }>;
/** The member's answer; an acceptance is followed by the role changes it makes (OrganisationMemberRoleChanged). */
export type OrganisationHandoverAnswered = DomainEvent<
  'OrganisationHandoverAnswered',
  { organisationId: string; accountId: string; accepted: boolean; answeredAt: string }
>;
/** Admin decisions: the admin's id is in the data as well as in the metadata's actor. */
export type OrganisationApproved = DomainEvent<'OrganisationApproved', { organisationId: string; adminId: string; approvedAt: string }>;
export type OrganisationRejected = DomainEvent<'OrganisationRejected', { organisationId: string; adminId: string; reason: string; rejectedAt: string }>;
export type OrganisationSuspended = DomainEvent<'OrganisationSuspended', { organisationId: string; adminId: string; reason: string; suspendedAt: string }>;

export type OrganisationEvent =
  | OrganisationCreated
  | OrganisationMemberAdded
  | OrganisationMemberRoleChanged
  | OrganisationMemberRemoved
  | OrganisationMemberJobRoleSet
  | OrganisationJoinRequested
  | OrganisationJoinRequestDecided
  | OrganisationInvitationSent
  | OrganisationApproved
  | OrganisationRejected
  | OrganisationSuspended
  | OrganisationAdmissionSet
  | OrganisationHandoverOffered
  | OrganisationHandoverWithdrawn
  | OrganisationHandoverAnswered;

/** An open offer of ownership (one per organisation at most). */
export interface Handover {
  from: string;
  to: string;
  expiresAt: string;
}

// ── State ───────────────────────────────────────────────────────────────────────────────────────────────
export type OrganisationState =
  | { status: 'none' }
  | {
      status: 'exists';
      organisationId: string;
      kind: OrganisationKind;
      review: OrganisationStatus;
      members: ReadonlyMap<string, MemberRole>;
      joinRequests: ReadonlySet<string>;
      admission: Admission;
      handover: Handover | null;
    };

export const initialOrganisationState = (): OrganisationState => ({ status: 'none' });

// ── Evolve ──────────────────────────────────────────────────────────────────────────────────────────────
export function evolveOrganisation(state: OrganisationState, event: OrganisationEvent): OrganisationState {
  if (event.type === 'OrganisationCreated') {
    const d = event.data;
    return {
      status: 'exists',
      organisationId: d.organisationId,
      kind: d.kind,
      review: d.status,
      members: new Map(),
      joinRequests: new Set(),
      admission: defaultAdmission,
      handover: null,
    };
  }
  if (state.status !== 'exists') return state;
  switch (event.type) {
    case 'OrganisationMemberAdded':
    case 'OrganisationMemberRoleChanged': {
      const members = new Map(state.members).set(event.data.accountId, event.data.role);
      const joinRequests = new Set(state.joinRequests);
      joinRequests.delete(event.data.accountId);
      return { ...state, members, joinRequests };
    }
    case 'OrganisationMemberRemoved': {
      const members = new Map(state.members);
      members.delete(event.data.accountId);
      // An offer to someone who left has no one to answer it.
      const handover = state.handover?.to === event.data.accountId ? null : state.handover;
      return { ...state, members, handover };
    }
    case 'OrganisationJoinRequested':
      return { ...state, joinRequests: new Set(state.joinRequests).add(event.data.accountId) };
    case 'OrganisationJoinRequestDecided': {
      const joinRequests = new Set(state.joinRequests);
      joinRequests.delete(event.data.accountId);
      return { ...state, joinRequests };
    }
    case 'OrganisationApproved':
      return { ...state, review: 'active' };
    case 'OrganisationRejected':
      return { ...state, review: 'rejected' };
    case 'OrganisationSuspended':
      return { ...state, review: 'suspended' };
    case 'OrganisationAdmissionSet':
      return { ...state, admission: event.data.admission };
    case 'OrganisationHandoverOffered':
      return { ...state, handover: { from: event.data.fromAccountId, to: event.data.toAccountId, expiresAt: event.data.expiresAt } };
    case 'OrganisationHandoverWithdrawn':
    case 'OrganisationHandoverAnswered':
      return { ...state, handover: null };
    case 'OrganisationMemberJobRoleSet':
    case 'OrganisationInvitationSent':
      return state;
  }
}

/** One stream per organisation. */
export const organisationStreamId = (organisationId: string): string => `organisation-${organisationId}`;
