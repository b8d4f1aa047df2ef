import { ConflictError, ForbiddenError, NotFoundError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import type { MemberRole, OrganisationKind } from '../accounts/index.ts';
import {
  HANDOVER_DAYS,
  evolveOrganisation,
  type Admission,
  initialOrganisationState,
  type JobRole,
  type OrganisationCreated,
  type OrganisationEvent,
  type OrganisationMemberAdded,
  type OrganisationMemberRemoved,
  type OrganisationState,
} from './organisation.ts';

/** An organisation always keeps at least one owner (409 LAST_OWNER). */
export class LastOwnerError extends ConflictError {
  override readonly code = 'LAST_OWNER';
}
export class AlreadyMemberError extends ConflictError {
  override readonly code = 'ALREADY_MEMBER';
}
export class ReviewStateError extends ConflictError {
  override readonly code = 'REVIEW_STATE';
}

/** A society takes only students of its university (by request or at once, issue 26). */
export class OtherUniversityError extends ForbiddenError {
  override readonly code = 'OTHER_UNIVERSITY';
}
/** One open offer of ownership at a time: withdraw it before offering again. */
export class HandoverPendingError extends ConflictError {
  override readonly code = 'HANDOVER_PENDING';
}
/** No open offer of ownership for this person (none, withdrawn, answered or expired). */
export class NoHandoverError extends NotFoundError {
  override readonly code = 'NO_HANDOVER';
}

// ── Commands ────────────────────────────────────────────────────────────────────────────────────────────
type Data<T> = T & { organisationId: string; now: string };
export type CreateOrganisation = DomainCommand<'CreateOrganisation', Data<Omit<OrganisationCreated['data'], 'createdAt'>>>;
export type AddMember = DomainCommand<'AddMember', Data<{ accountId: string; role: MemberRole; via: OrganisationMemberAdded['data']['via'] }>>;
export type ChangeMemberRole = DomainCommand<'ChangeMemberRole', Data<{ accountId: string; role: MemberRole; by: string }>>;
export type RemoveMember = DomainCommand<'RemoveMember', Data<{ accountId: string; reason: OrganisationMemberRemoved['data']['reason']; by: string }>>;
export type SetJobRole = DomainCommand<'SetJobRole', Data<{ accountId: string; jobRole: JobRole }>>;
export type RequestToJoin = DomainCommand<'RequestToJoin', Data<{ accountId: string }>>;
export type DecideJoinRequest = DomainCommand<'DecideJoinRequest', Data<{ accountId: string; accept: boolean; by: string }>>;
export type RecordInvitation = DomainCommand<'RecordInvitation', Data<{ invitationId: string; role: MemberRole; by: string }>>;
export type SetAdmission = DomainCommand<'SetAdmission', Data<{ admission: Admission; by: string }>>;
/** A student asks to join a society; `sameUniversity`: their verified university is the society's (read by the service). */
export type JoinSociety = DomainCommand<'JoinSociety', Data<{ accountId: string; sameUniversity: boolean }>>;
export type OfferHandover = DomainCommand<'OfferHandover', Data<{ from: string; to: string }>>;
export type WithdrawHandover = DomainCommand<'WithdrawHandover', Data<{ by: string }>>;
export type AnswerHandover = DomainCommand<'AnswerHandover', Data<{ accountId: string; accept: boolean }>>;
export type ReviewOrganisation = DomainCommand<
  'ReviewOrganisation',
  Data<{ decision: 'approve' | 'reject' | 'suspend'; adminId: string; reason: string }>
>;
export type OrganisationCommand =
  | CreateOrganisation
  | AddMember
  | ChangeMemberRole
  | RemoveMember
  | SetJobRole
  | RequestToJoin
  | DecideJoinRequest
  | RecordInvitation
  | ReviewOrganisation
  | SetAdmission
  | JoinSociety
  | OfferHandover
  | WithdrawHandover
  | AnswerHandover;

type Existing = Extract<OrganisationState, { status: 'exists' }>;

function existing(state: OrganisationState, organisationId: string): Existing {
  if (state.status !== 'exists') throw new NotFoundError(`No organisation ${organisationId}`);
  return state;
}

function memberRole(org: Existing, accountId: string): MemberRole {
  const role = org.members.get(accountId);
  if (!role) throw new NotFoundError(`${accountId} is not a member of this organisation`);
  return role;
}

const ownerCount = (org: Existing): number => [...org.members.values()].filter((r) => r === 'owner').length;

/** The open offer of ownership, if it has not expired by `now`. */
const liveHandover = (org: Existing, now: string) => (org.handover && org.handover.expiresAt > now ? org.handover : null);

const addDays = (iso: string, days: number): string => new Date(Date.parse(iso) + days * 86_400_000).toISOString();

function societyOnly(org: Existing): void {
  if (org.kind !== 'student_organisation') throw new NotFoundError('No such student organisation.');
}

/** Which review decisions each status allows: approve a pending, suspended or rejected one; reject a pending one. */
const reviewAllowed: Record<ReviewOrganisation['data']['decision'], readonly string[]> = {
  approve: ['pending', 'suspended', 'rejected'],
  reject: ['pending'],
  suspend: ['active', 'pending'],
};

export function decideOrganisation(command: OrganisationCommand, state: OrganisationState): OrganisationEvent[] {
  const { organisationId, now } = command.data;
  if (command.type === 'CreateOrganisation') {
    if (state.status !== 'none') throw new ConflictError(`Organisation ${organisationId} already exists`);
    const { now: _now, ...data } = command.data;
    return [
      { type: 'OrganisationCreated', data: { ...data, createdAt: now } },
      { type: 'OrganisationMemberAdded', data: { organisationId, accountId: data.createdBy, role: 'owner', via: 'creation', addedAt: now } },
    ];
  }
  const org = existing(state, organisationId);
  switch (command.type) {
    case 'AddMember': {
      const { accountId, role, via } = command.data;
      if (org.members.has(accountId)) throw new AlreadyMemberError('Already a member of this organisation.');
      return [{ type: 'OrganisationMemberAdded', data: { organisationId, accountId, role, via, addedAt: now } }];
    }
    case 'ChangeMemberRole': {
      const { accountId, role, by } = command.data;
      const current = memberRole(org, accountId);
      if (current === role) return [];
      if (current === 'owner' && ownerCount(org) === 1) throw new LastOwnerError('Make someone else an owner first: an organisation keeps at least one owner.');
      return [{ type: 'OrganisationMemberRoleChanged', data: { organisationId, accountId, role, changedBy: by, changedAt: now } }];
    }
    case 'RemoveMember': {
      const { accountId, reason, by } = command.data;
      if (!org.members.has(accountId)) {
        if (reason === 'account-deleted') return [];
        throw new NotFoundError(`${accountId} is not a member of this organisation`);
      }
      const lastOwner = org.members.get(accountId) === 'owner' && ownerCount(org) === 1;
      // A person deleting their account may take the organisation's last seat with them, never strand others.
      const strandsOthers = org.members.size > 1;
      if (lastOwner && (reason !== 'account-deleted' || strandsOthers)) {
        throw new LastOwnerError('Make someone else an owner first: an organisation keeps at least one owner.');
      }
      return [{ type: 'OrganisationMemberRemoved', data: { organisationId, accountId, reason, removedBy: by, removedAt: now } }];
    }
    case 'SetJobRole':
      memberRole(org, command.data.accountId);
      return [{ type: 'OrganisationMemberJobRoleSet', data: { organisationId, accountId: command.data.accountId, jobRole: command.data.jobRole, setAt: now } }];
    case 'RequestToJoin': {
      const { accountId } = command.data;
      // Companies and career centers admit people by request; a student organisation only by invitation.
      if (org.kind === 'student_organisation') throw new ConflictError('Only companies and career centers take join requests.');
      if (org.members.has(accountId)) throw new AlreadyMemberError('Already a member of this organisation.');
      if (org.joinRequests.has(accountId)) return [];
      return [{ type: 'OrganisationJoinRequested', data: { organisationId, accountId, requestedAt: now } }];
    }
    case 'DecideJoinRequest': {
      const { accountId, accept, by } = command.data;
      if (!org.joinRequests.has(accountId)) throw new NotFoundError('No such join request.');
      const decided: OrganisationEvent = { type: 'OrganisationJoinRequestDecided', data: { organisationId, accountId, accepted: accept, decidedBy: by, decidedAt: now } };
      if (!accept) return [decided];
      return [decided, { type: 'OrganisationMemberAdded', data: { organisationId, accountId, role: 'member', via: 'join-request', addedAt: now } }];
    }
    case 'RecordInvitation':
      return [{ type: 'OrganisationInvitationSent', data: { organisationId, invitationId: command.data.invitationId, role: command.data.role, invitedBy: command.data.by, sentAt: now } }];
    case 'SetAdmission': {
      societyOnly(org);
      const { admission, by } = command.data;
      if (org.admission === admission) return [];
      return [{ type: 'OrganisationAdmissionSet', data: { organisationId, admission, setBy: by, setAt: now } }];
    }
    case 'JoinSociety': {
      societyOnly(org);
      const { accountId, sameUniversity } = command.data;
      if (org.review !== 'active') throw new NotFoundError('No such student organisation.');
      if (org.members.has(accountId)) throw new AlreadyMemberError('Already a member of this organisation.');
      if (!sameUniversity) throw new OtherUniversityError('This society is for students of its university.');
      if (org.admission === 'university') return [{ type: 'OrganisationMemberAdded', data: { organisationId, accountId, role: 'member', via: 'university', addedAt: now } }];
      if (org.joinRequests.has(accountId)) return [];
      return [{ type: 'OrganisationJoinRequested', data: { organisationId, accountId, requestedAt: now } }];
    }
    case 'OfferHandover': {
      const { from, to } = command.data;
      if (memberRole(org, from) !== 'owner') throw new ForbiddenError('Only owners may hand over ownership.');
      if (from === to) throw new ConflictError('You are an owner already.');
      if (memberRole(org, to) === 'owner') throw new ConflictError('This member is an owner already.');
      if (liveHandover(org, now)) throw new HandoverPendingError('Ownership is offered to someone already: withdraw that offer first.');
      return [{ type: 'OrganisationHandoverOffered', data: { organisationId, fromAccountId: from, toAccountId: to, offeredAt: now, expiresAt: addDays(now, HANDOVER_DAYS) } }];
    }
    case 'WithdrawHandover': {
      if (!liveHandover(org, now)) throw new NoHandoverError('No open offer of ownership.');
      return [{ type: 'OrganisationHandoverWithdrawn', data: { organisationId, withdrawnBy: command.data.by, withdrawnAt: now } }];
    }
    case 'AnswerHandover': {
      const { accountId, accept } = command.data;
      const offer = liveHandover(org, now);
      if (!offer || offer.to !== accountId || !org.members.has(accountId)) throw new NoHandoverError('No open offer of ownership for you.');
      const answered: OrganisationEvent = { type: 'OrganisationHandoverAnswered', data: { organisationId, accountId, accepted: accept, answeredAt: now } };
      if (!accept) return [answered];
      // The new owner first, then the one who offered steps down to admin: the organisation never lacks an owner, and
      // a hand-over hands over (an owner who wants to stay one makes the member an owner instead).
      const events: OrganisationEvent[] = [answered];
      if (org.members.get(accountId) !== 'owner') {
        events.push({ type: 'OrganisationMemberRoleChanged', data: { organisationId, accountId, role: 'owner', changedBy: accountId, changedAt: now } });
      }
      if (org.members.get(offer.from) === 'owner' && offer.from !== accountId) {
        events.push({ type: 'OrganisationMemberRoleChanged', data: { organisationId, accountId: offer.from, role: 'admin', changedBy: accountId, changedAt: now } });
      }
      return events;
    }
    case 'ReviewOrganisation': {
      const { decision, adminId, reason } = command.data;
      if (!reviewAllowed[decision].includes(org.review)) throw new ReviewStateError(`A ${org.review} organisation cannot be ${decision}d.`);
      if (decision === 'approve') return [{ type: 'OrganisationApproved', data: { organisationId, adminId, approvedAt: now } }];
      if (decision === 'reject') return [{ type: 'OrganisationRejected', data: { organisationId, adminId, reason, rejectedAt: now } }];
      return [{ type: 'OrganisationSuspended', data: { organisationId, adminId, reason, suspendedAt: now } }];
    }
  }
}

export const organisationDecider: Decider<OrganisationState, OrganisationCommand, OrganisationEvent> = {
  initialState: initialOrganisationState,
  evolve: evolveOrganisation,
  decide: decideOrganisation,
};

export type { OrganisationKind };
