import { ConflictError } from '@fast-track/shared/errors';
import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, expect, it } from 'vitest';
import { NotOnPlatformError, RequestStateError, SponsorCardNotFoundError, sponsorDecider, type SponsorCommand } from './sponsor.decider.ts';
import type { SponsorDetails, SponsorEvent, SponsorStage } from './sponsor.ts';

const spec = deciderSpec(sponsorDecider);
const cardId = 'c0000000-0000-4000-8000-000000000001';
const organisationId = 'o0000000-0000-4000-8000-000000000001';
const otherOrganisationId = 'o0000000-0000-4000-8000-000000000002';
const companyId = 'f0000000-0000-4000-8000-000000000001';
const otherCompanyId = 'f0000000-0000-4000-8000-000000000002';
const now = '2026-11-22T12:00:00.000Z';
const base = { cardId, by: 'u1', now };
const at = now;

const details = (linkedCompanyId: string | null = companyId): SponsorDetails => ({
  companyName: 'Acme',
  companyId: linkedCompanyId,
  contactName: 'Ada',
  contactEmail: 'ada@acme.example',
  value: 5000,
  currency: 'EUR',
  notes: '',
  nextStep: 'Call',
  nextStepDate: '2026-12-01',
});

const added = (linkedCompanyId: string | null = companyId): SponsorEvent => ({
  type: 'SponsorCardAdded',
  data: { cardId, organisationId, details: details(linkedCompanyId), by: 'u1', at },
});
const edited = (linkedCompanyId: string | null): SponsorEvent => ({
  type: 'SponsorCardEdited',
  data: { cardId, organisationId, details: details(linkedCompanyId), by: 'u1', at },
});
const moved = (from: SponsorStage, to: SponsorStage, by = 'u1'): SponsorEvent => ({ type: 'SponsorCardMoved', data: { cardId, organisationId, from, to, by, at } });
const requested = (to = companyId): SponsorEvent => ({ type: 'SponsorshipRequested', data: { cardId, organisationId, companyId: to, message: 'Sponsor us?', by: 'u1', at } });
const answered = (accepted: boolean, from = companyId): SponsorEvent => ({
  type: 'SponsorshipAnswered',
  data: { cardId, organisationId, companyId: from, accepted, by: 'hr', at },
});

const add = (organisation = organisationId): SponsorCommand => ({ type: 'AddCard', data: { ...base, organisationId: organisation, details: details() } });
const edit = (linkedCompanyId: string | null, asOrganisationId = organisationId): SponsorCommand => ({
  type: 'EditCard',
  data: { ...base, asOrganisationId, details: details(linkedCompanyId) },
});
const move = (to: SponsorStage, asOrganisationId = organisationId): SponsorCommand => ({ type: 'MoveCard', data: { ...base, asOrganisationId, to } });
const request = (companyActive = true, asOrganisationId = organisationId): SponsorCommand => ({
  type: 'RequestSponsorship',
  data: { ...base, asOrganisationId, message: 'Sponsor us?', companyActive },
});
const answer = (accept: boolean, asCompanyId = companyId): SponsorCommand => ({ type: 'AnswerSponsorship', data: { ...base, by: 'hr', asCompanyId, accept } });

const cardNotFound = (e: SponsorCardNotFoundError) => e.code === 'SPONSOR_CARD_NOT_FOUND' && e.status === 404;
const requestState = (e: RequestStateError) => e.code === 'REQUEST_STATE' && e.status === 409;
const notOnPlatform = (e: NotOnPlatformError) => e.code === 'COMPANY_NOT_ON_PLATFORM' && e.status === 409;

describe('sponsor decider', () => {
  it('adds a card as a prospect, once per card id', () => {
    spec.given([]).when(add()).then([added()]);
    expect(spec.given([added()]).state).toEqual({ status: 'open', organisationId, stage: 'prospect', companyId, request: 'none', requestedCompanyId: null });
    spec
      .given([added()])
      .when(add(otherOrganisationId))
      .thenThrows(ConflictError, (e) => e.code === 'CONFLICT');
  });

  it("edits only its own organisation's card", () => {
    spec.given([added()]).when(edit(null)).then([edited(null)]);
    spec.given([added()]).when(edit(null, otherOrganisationId)).thenThrows(SponsorCardNotFoundError, cardNotFound);
    spec.given([]).when(edit(null)).thenThrows(SponsorCardNotFoundError, cardNotFound);
  });

  it('moves a card from the stage it is in; dropping it on its own column changes nothing', () => {
    spec.given([added()]).when(move('contacted')).then([moved('prospect', 'contacted')]);
    spec.given([added(), moved('prospect', 'contacted')]).when(move('lost')).then([moved('contacted', 'lost')]);
    spec.given([added(), moved('prospect', 'contacted')]).when(move('contacted')).thenNothingHappened();
    spec.given([added()]).when(move('contacted', otherOrganisationId)).thenThrows(SponsorCardNotFoundError, cardNotFound);
    spec.given([]).when(move('contacted')).thenThrows(SponsorCardNotFoundError, cardNotFound);
  });

  it('requests sponsorship only from an active company on the platform that the card links to', () => {
    spec.given([added()]).when(request()).then([requested()]);
    spec.given([added(null)]).when(request()).thenThrows(NotOnPlatformError, notOnPlatform);
    spec.given([added(), edited(null)]).when(request()).thenThrows(NotOnPlatformError, notOnPlatform);
    spec.given([added()]).when(request(false)).thenThrows(NotOnPlatformError, notOnPlatform);
    spec.given([added()]).when(request(true, otherOrganisationId)).thenThrows(SponsorCardNotFoundError, cardNotFound);
  });

  it('refuses a second request while one to the same company waits, but allows one to a newly linked company or after an answer', () => {
    spec.given([added(), requested()]).when(request()).thenThrows(RequestStateError, requestState);
    spec.given([added(), requested(), edited(otherCompanyId)]).when(request()).then([requested(otherCompanyId)]);
    spec.given([added(), requested(), answered(false)]).when(request()).then([requested()]);
  });

  it('an accepted request makes the company a sponsor on the board', () => {
    spec.given([added(), requested()]).when(answer(true)).then([answered(true), moved('prospect', 'sponsor', 'hr')]);
    spec
      .given([added(), moved('prospect', 'negotiating'), requested()])
      .when(answer(true))
      .then([answered(true), moved('negotiating', 'sponsor', 'hr')]);
  });

  it('an acceptance leaves a card that is a sponsor already, or renewed, where it is; a decline never moves it', () => {
    spec.given([added(), moved('prospect', 'sponsor'), requested()]).when(answer(true)).then([answered(true)]);
    spec.given([added(), moved('prospect', 'renewed'), requested()]).when(answer(true)).then([answered(true)]);
    spec.given([added(), requested()]).when(answer(false)).then([answered(false)]);
  });

  it('only the requested company answers, and only once', () => {
    spec.given([added(), requested()]).when(answer(true, otherCompanyId)).thenThrows(SponsorCardNotFoundError, cardNotFound);
    spec.given([added()]).when(answer(true)).thenThrows(SponsorCardNotFoundError, cardNotFound);
    spec.given([]).when(answer(true)).thenThrows(SponsorCardNotFoundError, cardNotFound);
    spec.given([added(), requested(), answered(false)]).when(answer(true)).thenThrows(RequestStateError, requestState);
    spec.given([added(), requested(), answered(true)]).when(answer(false)).thenThrows(RequestStateError, requestState);
  });

  it('after the card is relinked and a new request sent, the first company can no longer answer', () => {
    const past = [added(), requested(), edited(otherCompanyId), requested(otherCompanyId)];
    spec.given(past).when(answer(true)).thenThrows(SponsorCardNotFoundError, cardNotFound);
    spec.given(past).when(answer(false, otherCompanyId)).then([answered(false, otherCompanyId)]);
  });
});
