import { ConflictError, ForbiddenError } from '@fast-track/shared/errors';
import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, it } from 'vitest';
import type { MemberRole } from '../accounts/index.ts';
import { AlreadyMemberError, HandoverPendingError, NoHandoverError, OtherUniversityError, organisationDecider, type OrganisationCommand } from './organisation.decider.ts';
import type { OrganisationEvent } from './organisation.ts';

// Issue 26 part 7: a society's admission rule, joining it, and the officers' hand-over of ownership.
const spec = deciderSpec(organisationDecider);
const organisationId = 'o0000000-0000-4000-8000-000000000002';
const now = '2026-11-22T12:00:00.000Z';
const in14Days = '2026-12-06T12:00:00.000Z';
const data = { organisationId, now };

const society: OrganisationEvent[] = [
  {
    type: 'OrganisationCreated',
    data: {
      organisationId,
      kind: 'student_organisation',
      name: 'Finance Society',
      profile: {},
      university: { name: 'Northbridge University', area: 'UK' },
      emailDomain: null,
      status: 'active',
      createdBy: 'founder',
      createdAt: now,
    },
  },
  { type: 'OrganisationMemberAdded', data: { organisationId, accountId: 'founder', role: 'owner', via: 'creation', addedAt: now } },
  { type: 'OrganisationMemberAdded', data: { organisationId, accountId: 'treasurer', role: 'member', via: 'invitation', addedAt: now } },
];
const admissionSet = (admission: 'request' | 'university'): OrganisationEvent => ({ type: 'OrganisationAdmissionSet', data: { organisationId, admission, setBy: 'founder', setAt: now } });
const offered: OrganisationEvent = { type: 'OrganisationHandoverOffered', data: { organisationId, fromAccountId: 'founder', toAccountId: 'treasurer', offeredAt: now, expiresAt: in14Days } };
const roleChanged = (accountId: string, role: MemberRole, by = 'treasurer'): OrganisationEvent => ({
  type: 'OrganisationMemberRoleChanged',
  data: { organisationId, accountId, role, changedBy: by, changedAt: now },
});

const setAdmission = (admission: 'request' | 'university'): OrganisationCommand => ({ type: 'SetAdmission', data: { ...data, admission, by: 'founder' } });
const join = (accountId: string, sameUniversity = true): OrganisationCommand => ({ type: 'JoinSociety', data: { ...data, accountId, sameUniversity } });
const offer = (to: string, from = 'founder', at = now): OrganisationCommand => ({ type: 'OfferHandover', data: { organisationId, now: at, from, to } });
const answer = (accountId: string, accept: boolean, at = now): OrganisationCommand => ({ type: 'AnswerHandover', data: { organisationId, now: at, accountId, accept } });
const withdraw = (at = now): OrganisationCommand => ({ type: 'WithdrawHandover', data: { organisationId, now: at, by: 'founder' } });

describe('a society’s admission', () => {
  it('is by request until an officer chooses the university rule; choosing the same again changes nothing', () => {
    spec.given(society).when(setAdmission('university')).then([admissionSet('university')]);
    spec.given(society).when(setAdmission('request')).thenNothingHappened();
    spec.given([...society, admissionSet('university')]).when(setAdmission('request')).then([admissionSet('request')]);
  });

  it('by request: a student of its university asks (once); a student of another is refused', () => {
    const requested: OrganisationEvent = { type: 'OrganisationJoinRequested', data: { organisationId, accountId: 'ada', requestedAt: now } };
    spec.given(society).when(join('ada')).then([requested]);
    spec.given([...society, requested]).when(join('ada')).thenNothingHappened();
    spec.given(society).when(join('ada', false)).thenThrows(OtherUniversityError, (e) => e.status === 403 && e.code === 'OTHER_UNIVERSITY');
  });

  it('by university: a student of its university joins at once as a member; others are refused; members cannot join twice', () => {
    const byUniversity = [...society, admissionSet('university')];
    spec.given(byUniversity).when(join('ada')).then([{ type: 'OrganisationMemberAdded', data: { organisationId, accountId: 'ada', role: 'member', via: 'university', addedAt: now } }]);
    spec.given(byUniversity).when(join('bo', false)).thenThrows(OtherUniversityError);
    spec.given(byUniversity).when(join('treasurer')).thenThrows(AlreadyMemberError);
  });

  it('companies and career centers have no admission rule', () => {
    const company: OrganisationEvent[] = [{ ...society[0]!, data: { ...(society[0]!.data as Extract<OrganisationEvent, { type: 'OrganisationCreated' }>['data']), kind: 'company' } } as OrganisationEvent];
    spec.given(company).when(setAdmission('university')).thenThrows((e: unknown) => (e as { status: number }).status === 404);
    spec.given(company).when(join('ada')).thenThrows((e: unknown) => (e as { status: number }).status === 404);
  });
});

describe('the officers’ hand-over', () => {
  it('an owner offers ownership to a member for 14 days; only one offer is open at a time', () => {
    spec.given(society).when(offer('treasurer')).then([offered]);
    spec.given([...society, offered]).when(offer('treasurer')).thenThrows(HandoverPendingError, (e) => e.status === 409);
  });

  it('only an owner offers, only to another member who is not an owner yet', () => {
    spec.given(society).when(offer('founder', 'treasurer')).thenThrows(ForbiddenError);
    spec.given(society).when(offer('stranger')).thenThrows((e: unknown) => (e as { status: number }).status === 404);
    spec.given(society).when(offer('founder')).thenThrows(ConflictError);
    spec.given([...society, roleChanged('treasurer', 'owner', 'founder')]).when(offer('treasurer')).thenThrows(ConflictError);
  });

  it('accepted: the member becomes owner and the one who offered becomes admin, in that order', () => {
    spec
      .given([...society, offered])
      .when(answer('treasurer', true))
      .then([
        { type: 'OrganisationHandoverAnswered', data: { organisationId, accountId: 'treasurer', accepted: true, answeredAt: now } },
        roleChanged('treasurer', 'owner'),
        roleChanged('founder', 'admin'),
      ]);
  });

  it('declined: nothing else changes; the offer is gone, so a second answer is refused', () => {
    const declined: OrganisationEvent = { type: 'OrganisationHandoverAnswered', data: { organisationId, accountId: 'treasurer', accepted: false, answeredAt: now } };
    spec.given([...society, offered]).when(answer('treasurer', false)).then([declined]);
    spec.given([...society, offered, declined]).when(answer('treasurer', true)).thenThrows(NoHandoverError, (e) => e.status === 404 && e.code === 'NO_HANDOVER');
  });

  it('only the member it is offered to answers', () => {
    spec.given([...society, offered]).when(answer('founder', true)).thenThrows(NoHandoverError);
  });

  it('withdrawn, it cannot be accepted; an offer is withdrawn only while open', () => {
    const withdrawn: OrganisationEvent = { type: 'OrganisationHandoverWithdrawn', data: { organisationId, withdrawnBy: 'founder', withdrawnAt: now } };
    spec.given([...society, offered]).when(withdraw()).then([withdrawn]);
    spec.given([...society, offered, withdrawn]).when(answer('treasurer', true)).thenThrows(NoHandoverError);
    spec.given(society).when(withdraw()).thenThrows(NoHandoverError);
  });

  it('expired after 14 days: it cannot be accepted or withdrawn, and a new offer may be made', () => {
    const later = '2026-12-06T12:00:00.001Z';
    spec.given([...society, offered]).when(answer('treasurer', true, later)).thenThrows(NoHandoverError);
    spec.given([...society, offered]).when(withdraw(later)).thenThrows(NoHandoverError);
    spec
      .given([...society, offered])
      .when(offer('treasurer', 'founder', later))
      .then([{ type: 'OrganisationHandoverOffered', data: { organisationId, fromAccountId: 'founder', toAccountId: 'treasurer', offeredAt: later, expiresAt: '2026-12-20T12:00:00.001Z' } }]);
  });

  it('a member who leaves takes the offer to them along', () => {
    const left: OrganisationEvent = { type: 'OrganisationMemberRemoved', data: { organisationId, accountId: 'treasurer', reason: 'left', removedBy: 'treasurer', removedAt: now } };
    spec.given([...society, offered, left]).when(withdraw()).thenThrows(NoHandoverError);
  });
});
