import { ConflictError, ValidationError } from '@fast-track/shared/errors';
import type { Decider, DomainCommand } from '@fast-track/shared/event-store/types';
import { isTrackId } from '@fast-track/shared/tracks';
import {
  chipColors,
  evolveOpportunity,
  initialOpportunityState,
  opportunityKinds,
  type OpportunityDetails,
  type OpportunityEvent,
  type OpportunityState,
} from './opportunity.ts';

// ── Commands ────────────────────────────────────────────────────────────────────────────────────────────
export type PublishOpportunity = DomainCommand<'PublishOpportunity', { details: OpportunityDetails; now: string }>;
export type OpportunityCommand = PublishOpportunity;

function validate(details: OpportunityDetails): { path: string; message: string }[] {
  const errors: { path: string; message: string }[] = [];
  if (!isTrackId(details.trackId)) errors.push({ path: 'trackId', message: 'unknown track' });
  const title = details.title.trim();
  if (title.length === 0 || title.length > 200) errors.push({ path: 'title', message: 'must be 1–200 characters' });
  if (!/^(\/|https:\/\/)\S+$/.test(details.imageUrl)) errors.push({ path: 'imageUrl', message: 'must be a site path or https URL' });
  if (!(chipColors as readonly string[]).includes(details.chip.color)) errors.push({ path: 'chip.color', message: 'unknown colour' });
  const chipText = details.chip.text.trim();
  if (chipText.length === 0 || chipText.length > 40) errors.push({ path: 'chip.text', message: 'must be 1–40 characters' });
  if (!(opportunityKinds as readonly string[]).includes(details.kind)) errors.push({ path: 'kind', message: 'unknown kind' });
  return errors;
}

export function publishOpportunity(command: PublishOpportunity, state: OpportunityState): OpportunityEvent[] {
  const { details, now } = command.data;
  if (state.status === 'published') throw new ConflictError(`Opportunity ${details.opportunityId} is already published`);
  const errors = validate(details);
  if (errors.length > 0) throw new ValidationError('The opportunity is not valid', errors);
  return [
    {
      type: 'OpportunityPublished',
      data: {
        ...details,
        title: details.title.trim(),
        chip: { color: details.chip.color, text: details.chip.text.trim() },
        publishedAt: now,
      },
    },
  ];
}

export function decideOpportunity(command: OpportunityCommand, state: OpportunityState): OpportunityEvent[] {
  switch (command.type) {
    case 'PublishOpportunity':
      return publishOpportunity(command, state);
  }
}

export const opportunityDecider: Decider<OpportunityState, OpportunityCommand, OpportunityEvent> = {
  initialState: initialOpportunityState,
  evolve: evolveOpportunity,
  decide: decideOpportunity,
};
