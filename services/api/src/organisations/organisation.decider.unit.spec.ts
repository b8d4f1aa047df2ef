import { ConflictError, NotFoundError } from '@fast-track/shared/errors';
import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, expect, it } from 'vitest';
import type { MemberRole, OrganisationKind } from '../accounts/index.ts';
import { AlreadyMemberError, LastOwnerError, ReviewStateError, organisationDecider, type OrganisationCommand } from './organisation.decider.ts';
import type { OrganisationEvent, OrganisationMemberRemoved, OrganisationStatus } from './organisation.ts';

const spec = deciderSpec(organisationDecider);
const organisationId = 'o0000000-0000-4000-8000-000000000001';
const now = '2026-11-22T12:00:00.000Z';
const data = { organisationId, now };

const creation = (kind: OrganisationKind = 'company', status: 'pending' | 'active' = 'pending') => ({
  organisationId,
  kind,
  name: 'Acme',
  profile: { website: 'https://acme.example' },
  university: null,
  emailDomain: 'acme.example',
  status,
  createdBy: 'founder',
});
const created = (kind: OrganisationKind = 'company', status: 'pending' | 'active' = 'pending'): OrganisationEvent => ({
  type: 'OrganisationCreated',
  data: { ...creation(kind, status), createdAt: now },
});
const added = (accountId: string, role: MemberRole, via: 'creation' | 'invitation' | 'join-request' = 'invitation'): OrganisationEvent => ({
  type: 'OrganisationMemberAdded',
  data: { organisationId, accountId, role, via, addedAt: now },
});
const removed = (accountId: string, reason: OrganisationMemberRemoved['data']['reason'], by = 'founder'): OrganisationEvent => ({
  type: 'OrganisationMemberRemoved',
  data: { organisationId, accountId, reason, removedBy: by, removedAt: now },
});
const roleChanged = (accountId: string, role: MemberRole): OrganisationEvent => ({
  type: 'OrganisationMemberRoleChanged',
  data: { organisationId, accountId, role, changedBy: 'founder', changedAt: now },
});
const joinRequested = (accountId: string): OrganisationEvent => ({ type: 'OrganisationJoinRequested', data: { organisationId, accountId, requestedAt: now } });
/** A company founded by `founder`, its only owner. */
const founded = [created(), added('founder', 'owner', 'creation')];

const changeRole = (accountId: string, role: MemberRole): OrganisationCommand => ({ type: 'ChangeMemberRole', data: { ...data, accountId, role, by: 'founder' } });
const remove = (accountId: string, reason: OrganisationMemberRemoved['data']['reason'] = 'removed', by = 'founder'): OrganisationCommand => ({
  type: 'RemoveMember',
  data: { ...data, accountId, reason, by },
});
const requestToJoin = (accountId: string): OrganisationCommand => ({ type: 'RequestToJoin', data: { ...data, accountId } });
const decideJoin = (accountId: string, accept: boolean): OrganisationCommand => ({ type: 'DecideJoinRequest', data: { ...data, accountId, accept, by: 'founder' } });
const review = (decision: 'approve' | 'reject' | 'suspend'): OrganisationCommand => ({ type: 'ReviewOrganisation', data: { ...data, decision, adminId: 'admin', reason: 'Checked' } });

const notFound = (e: NotFoundError) => e.code === 'NOT_FOUND' && e.status === 404;
const lastOwner = (e: LastOwnerError) => e.code === 'LAST_OWNER' && e.status === 409;
const alreadyMember = (e: AlreadyMemberError) => e.code === 'ALREADY_MEMBER' && e.status === 409;

describe('organisation decider', () => {
  it('creates an organisation with its creator as the owner, once', () => {
    spec.given([]).when({ type: 'CreateOrganisation', data: { ...creation(), now } }).then(founded);
    spec
      .given(founded)
      .when({ type: 'CreateOrganisation', data: { ...creation(), now } })
      .thenThrows(ConflictError, (e) => e.code === 'CONFLICT');
    expect(spec.given(founded).state).toEqual({
      status: 'exists',
      organisationId,
      kind: 'company',
      review: 'pending',
      members: new Map([['founder', 'owner']]),
      joinRequests: new Set(),
      admission: 'request',
      handover: null,
    });
  });

  it('changes nothing in an organisation that does not exist', () => {
    const commands: OrganisationCommand[] = [
      { type: 'AddMember', data: { ...data, accountId: 'x', role: 'member', via: 'invitation' } },
      changeRole('x', 'admin'),
      remove('x'),
      remove('x', 'account-deleted'),
      { type: 'SetJobRole', data: { ...data, accountId: 'x', jobRole: 'HR' } },
      requestToJoin('x'),
      decideJoin('x', true),
      { type: 'RecordInvitation', data: { ...data, invitationId: 'i1', role: 'member', by: 'x' } },
      review('approve'),
    ];
    for (const command of commands) spec.given([]).when(command).thenThrows(NotFoundError, notFound);
  });

  it('adds a member once', () => {
    const add: OrganisationCommand = { type: 'AddMember', data: { ...data, accountId: 'ada', role: 'admin', via: 'invitation' } };
    spec.given(founded).when(add).then([added('ada', 'admin')]);
    spec.given([...founded, added('ada', 'member')]).when(add).thenThrows(AlreadyMemberError, alreadyMember);
  });

  it('changes a role; the same role is no change, and the last owner stays an owner', () => {
    const team = [...founded, added('ada', 'member')];
    spec.given(team).when(changeRole('ada', 'owner')).then([roleChanged('ada', 'owner')]);
    spec.given(team).when(changeRole('ada', 'member')).thenNothingHappened();
    spec.given(team).when(changeRole('founder', 'admin')).thenThrows(LastOwnerError, lastOwner);
    spec.given([...team, roleChanged('ada', 'owner')]).when(changeRole('founder', 'admin')).then([roleChanged('founder', 'admin')]);
    spec.given(team).when(changeRole('stranger', 'admin')).thenThrows(NotFoundError, notFound);
  });

  it('removes a member, never the last owner', () => {
    const team = [...founded, added('ada', 'member')];
    spec.given(team).when(remove('ada')).then([removed('ada', 'removed')]);
    spec.given(team).when(remove('ada', 'left', 'ada')).then([removed('ada', 'left', 'ada')]);
    spec.given(team).when(remove('founder', 'left', 'founder')).thenThrows(LastOwnerError, lastOwner);
    spec.given([...team, roleChanged('ada', 'owner')]).when(remove('founder', 'left', 'founder')).then([removed('founder', 'left', 'founder')]);
    spec.given(team).when(remove('stranger')).thenThrows(NotFoundError, notFound);
    spec.given([...team, removed('ada', 'removed')]).when(remove('ada')).thenThrows(NotFoundError, notFound);
  });

  it("lets a deleted account take the last seat with it, but never strand other members, and repeats the erasure harmlessly", () => {
    spec.given(founded).when(remove('founder', 'account-deleted', 'founder')).then([removed('founder', 'account-deleted', 'founder')]);
    spec
      .given([...founded, added('ada', 'member')])
      .when(remove('founder', 'account-deleted', 'founder'))
      .thenThrows(LastOwnerError, lastOwner);
    spec.given(founded).when(remove('stranger', 'account-deleted', 'stranger')).thenNothingHappened();
  });

  it('sets the job role of members only', () => {
    spec
      .given(founded)
      .when({ type: 'SetJobRole', data: { ...data, accountId: 'founder', jobRole: 'Recruiter' } })
      .then([{ type: 'OrganisationMemberJobRoleSet', data: { organisationId, accountId: 'founder', jobRole: 'Recruiter', setAt: now } }]);
    spec
      .given(founded)
      .when({ type: 'SetJobRole', data: { ...data, accountId: 'stranger', jobRole: 'HR' } })
      .thenThrows(NotFoundError, notFound);
  });

  it('takes join requests at companies and career centers, once per person, never from members', () => {
    spec.given(founded).when(requestToJoin('ada')).then([joinRequested('ada')]);
    spec.given([...founded, joinRequested('ada')]).when(requestToJoin('ada')).thenNothingHappened();
    spec.given(founded).when(requestToJoin('founder')).thenThrows(AlreadyMemberError, alreadyMember);
    const careerCenter = [created('career_center', 'active'), added('founder', 'owner', 'creation')];
    spec.given(careerCenter).when(requestToJoin('ada')).then([joinRequested('ada')]);
  });

  it('admits people to a student organisation only by invitation', () => {
    const society = [created('student_organisation', 'active'), added('founder', 'owner', 'creation')];
    spec
      .given(society)
      .when(requestToJoin('ada'))
      .thenThrows(ConflictError, (e) => e.code === 'CONFLICT');
  });

  it('decides a waiting join request once: an acceptance makes a member', () => {
    const asked = [...founded, joinRequested('ada')];
    const decided = (accepted: boolean): OrganisationEvent => ({
      type: 'OrganisationJoinRequestDecided',
      data: { organisationId, accountId: 'ada', accepted, decidedBy: 'founder', decidedAt: now },
    });
    spec.given(asked).when(decideJoin('ada', true)).then([decided(true), added('ada', 'member', 'join-request')]);
    spec.given(asked).when(decideJoin('ada', false)).then([decided(false)]);
    spec.given([...asked, decided(false)]).when(decideJoin('ada', true)).thenThrows(NotFoundError, notFound);
    spec.given(founded).when(decideJoin('ada', true)).thenThrows(NotFoundError, notFound);
    expect(spec.given([...asked, decided(true), added('ada', 'member', 'join-request')]).state).toMatchObject({ joinRequests: new Set() });
  });

  it('records an invitation sent', () => {
    spec
      .given(founded)
      .when({ type: 'RecordInvitation', data: { ...data, invitationId: 'i1', role: 'admin', by: 'founder' } })
      .then([{ type: 'OrganisationInvitationSent', data: { organisationId, invitationId: 'i1', role: 'admin', invitedBy: 'founder', sentAt: now } }]);
  });

  describe('review', () => {
    const approved: OrganisationEvent = { type: 'OrganisationApproved', data: { organisationId, adminId: 'admin', approvedAt: now } };
    const rejected: OrganisationEvent = { type: 'OrganisationRejected', data: { organisationId, adminId: 'admin', reason: 'Checked', rejectedAt: now } };
    const suspended: OrganisationEvent = { type: 'OrganisationSuspended', data: { organisationId, adminId: 'admin', reason: 'Checked', suspendedAt: now } };
    const inStatus: Record<OrganisationStatus, OrganisationEvent[]> = {
      pending: founded,
      active: [...founded, approved],
      rejected: [...founded, rejected],
      suspended: [...founded, suspended],
    };
    // Approve a pending, suspended or rejected organisation; reject a pending one; suspend an active or pending one.
    const allowed: [OrganisationStatus, 'approve' | 'reject' | 'suspend', OrganisationEvent | null][] = [
      ['pending', 'approve', approved],
      ['pending', 'reject', rejected],
      ['pending', 'suspend', suspended],
      ['active', 'approve', null],
      ['active', 'reject', null],
      ['active', 'suspend', suspended],
      ['rejected', 'approve', approved],
      ['rejected', 'reject', null],
      ['rejected', 'suspend', null],
      ['suspended', 'approve', approved],
      ['suspended', 'reject', null],
      ['suspended', 'suspend', null],
    ];

    it.each(allowed)('a %s organisation: %s', (status, decision, event) => {
      const given = spec.given(inStatus[status]);
      expect(given.state).toMatchObject({ review: status });
      if (event) given.when(review(decision)).then([event]);
      else given.when(review(decision)).thenThrows(ReviewStateError, (e) => e.code === 'REVIEW_STATE' && e.status === 409);
    });

    it('an organisation created active starts active', () => {
      expect(spec.given([created('career_center', 'active')]).state).toMatchObject({ review: 'active' });
    });
  });
});
