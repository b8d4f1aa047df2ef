import type { DomainEvent } from '@fast-track/shared/event-store/types';

// A student organisation's sponsor pipeline (issue 13, spec §1 "student organisations get a CRM"): one card per
// company the society courts, one stream per card (`sponsor-<cardId>`), moving through the stages. When the company
// is on the platform the society may send it a sponsorship request, which the company's members answer in the
// Employer Hub — the facts of both sides are on the card's stream, so its activity timeline is its stream.

export const sponsorStages = ['prospect', 'contacted', 'negotiating', 'sponsor', 'renewed', 'lost'] as const;
export type SponsorStage = (typeof sponsorStages)[number];

export interface SponsorDetails {
  companyName: string;
  /** The company on the platform, when there is one (a sponsorship request can go to it). */
  companyId: string | null;
  contactName: string;
  contactEmail: string;
  /** Whole units of `currency`; null when not yet known. */
  value: number | null;
  currency: string;
  notes: string;
  nextStep: string;
  /** YYYY-MM-DD, or null. */
  nextStepDate: string | null;
}

export type SponsorCardAdded = DomainEvent<'SponsorCardAdded', { cardId: string; organisationId: string; details: SponsorDetails; by: string; at: string }>;
export type SponsorCardEdited = DomainEvent<'SponsorCardEdited', { cardId: string; organisationId: string; details: SponsorDetails; by: string; at: string }>;
export type SponsorCardMoved = DomainEvent<'SponsorCardMoved', { cardId: string; organisationId: string; from: SponsorStage; to: SponsorStage; by: string; at: string }>;
export type SponsorshipRequested = DomainEvent<'SponsorshipRequested', { cardId: string; organisationId: string; companyId: string; message: string; by: string; at: string }>;
export type SponsorshipAnswered = DomainEvent<'SponsorshipAnswered', { cardId: string; organisationId: string; companyId: string; accepted: boolean; by: string; at: string }>;
export type SponsorEvent = SponsorCardAdded | SponsorCardEdited | SponsorCardMoved | SponsorshipRequested | SponsorshipAnswered;

export type RequestStatus = 'none' | 'pending' | 'accepted' | 'declined';

export type SponsorState =
  | { status: 'none' }
  | { status: 'open'; organisationId: string; stage: SponsorStage; companyId: string | null; request: RequestStatus; requestedCompanyId: string | null };

export const initialSponsorState = (): SponsorState => ({ status: 'none' });

export function evolveSponsor(state: SponsorState, event: SponsorEvent): SponsorState {
  if (event.type === 'SponsorCardAdded') {
    return { status: 'open', organisationId: event.data.organisationId, stage: 'prospect', companyId: event.data.details.companyId, request: 'none', requestedCompanyId: null };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'SponsorCardEdited':
      return { ...state, companyId: event.data.details.companyId };
    case 'SponsorCardMoved':
      return { ...state, stage: event.data.to };
    case 'SponsorshipRequested':
      return { ...state, request: 'pending', requestedCompanyId: event.data.companyId };
    case 'SponsorshipAnswered':
      return { ...state, request: event.data.accepted ? 'accepted' : 'declined' };
  }
}

export const sponsorStreamId = (cardId: string): string => `sponsor-${cardId}`;
