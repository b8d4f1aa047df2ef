import { AppError, ConflictError, NotFoundError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import { evolveSponsor, initialSponsorState, type SponsorDetails, type SponsorEvent, type SponsorStage, type SponsorState } from './sponsor.ts';

export class SponsorCardNotFoundError extends NotFoundError {
  override readonly code = 'SPONSOR_CARD_NOT_FOUND';
}
export class RequestStateError extends ConflictError {
  override readonly code = 'REQUEST_STATE';
}
export class NotOnPlatformError extends AppError {
  readonly code = 'COMPANY_NOT_ON_PLATFORM';
  readonly status = 409;
  readonly title = 'The company is not on the platform';
}

type Base = { cardId: string; by: string; now: string };
export type AddCard = DomainCommand<'AddCard', Base & { organisationId: string; details: SponsorDetails }>;
export type EditCard = DomainCommand<'EditCard', Base & { asOrganisationId: string; details: SponsorDetails }>;
export type MoveCard = DomainCommand<'MoveCard', Base & { asOrganisationId: string; to: SponsorStage }>;
/** `companyActive`: the route looked the company up (an active company on the platform). */
export type RequestSponsorship = DomainCommand<'RequestSponsorship', Base & { asOrganisationId: string; message: string; companyActive: boolean }>;
export type AnswerSponsorship = DomainCommand<'AnswerSponsorship', Base & { asCompanyId: string; accept: boolean }>;
export type SponsorCommand = AddCard | EditCard | MoveCard | RequestSponsorship | AnswerSponsorship;

type Open = Extract<SponsorState, { status: 'open' }>;
const own = (state: SponsorState, organisationId: string): Open => {
  if (state.status !== 'open' || state.organisationId !== organisationId) throw new SponsorCardNotFoundError('No such sponsor card in this organisation.');
  return state;
};

export const sponsorDecider: Decider<SponsorState, SponsorCommand, SponsorEvent> = {
  initialState: initialSponsorState,
  evolve: evolveSponsor,
  decide(command, state) {
    const { cardId, by, now: at } = command.data;
    switch (command.type) {
      case 'AddCard':
        if (state.status !== 'none') throw new ConflictError('This card id is taken.');
        return [{ type: 'SponsorCardAdded', data: { cardId, organisationId: command.data.organisationId, details: command.data.details, by, at } }];
      case 'EditCard': {
        const card = own(state, command.data.asOrganisationId);
        return [{ type: 'SponsorCardEdited', data: { cardId, organisationId: card.organisationId, details: command.data.details, by, at } }];
      }
      case 'MoveCard': {
        const card = own(state, command.data.asOrganisationId);
        // Moving to where it is changes nothing (a drop on its own column).
        if (card.stage === command.data.to) return [];
        return [{ type: 'SponsorCardMoved', data: { cardId, organisationId: card.organisationId, from: card.stage, to: command.data.to, by, at } }];
      }
      case 'RequestSponsorship': {
        const card = own(state, command.data.asOrganisationId);
        if (!card.companyId || !command.data.companyActive) throw new NotOnPlatformError('Link the card to a company on the platform first.');
        if (card.request === 'pending' && card.requestedCompanyId === card.companyId) throw new RequestStateError('A request to this company is already waiting for its answer.');
        return [{ type: 'SponsorshipRequested', data: { cardId, organisationId: card.organisationId, companyId: card.companyId, message: command.data.message, by, at } }];
      }
      case 'AnswerSponsorship': {
        if (state.status !== 'open' || state.requestedCompanyId !== command.data.asCompanyId) throw new SponsorCardNotFoundError('No sponsorship request to this company.');
        if (state.request !== 'pending') throw new RequestStateError('This request has been answered.');
        const answered: SponsorEvent = {
          type: 'SponsorshipAnswered',
          data: { cardId, organisationId: state.organisationId, companyId: command.data.asCompanyId, accepted: command.data.accept, by, at },
        };
        // An accepted request makes the company a sponsor on the society's board.
        if (!command.data.accept || state.stage === 'sponsor' || state.stage === 'renewed') return [answered];
        return [answered, { type: 'SponsorCardMoved', data: { cardId, organisationId: state.organisationId, from: state.stage, to: 'sponsor', by, at } }];
      }
    }
  },
};
