import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { ConflictError, ValidationError } from '@fast-track/shared/errors';
import { describe, it } from 'vitest';
import { opportunityDecider, type OpportunityCommand } from './opportunity.decider.ts';
import type { OpportunityDetails, OpportunityEvent } from './opportunity.ts';

const now = '2026-03-01T10:00:00.000Z';
const details: OpportunityDetails = {
  opportunityId: '00000000-0000-4000-8000-0000000000a1',
  trackId: 'Consulting',
  imageUrl: '/images/events/cover-2.svg',
  title: '  Case Interview Bootcamp ',
  chip: { color: 'green', text: ' Open ' },
  kind: 'challenge',
};

const spec = deciderSpec(opportunityDecider);

const publish = (overrides: Partial<OpportunityDetails> = {}): OpportunityCommand => ({
  type: 'PublishOpportunity',
  data: { details: { ...details, ...overrides }, now },
});

const published: OpportunityEvent = {
  type: 'OpportunityPublished',
  data: { ...details, title: 'Case Interview Bootcamp', chip: { color: 'green', text: 'Open' }, publishedAt: now },
};

describe('opportunity decider', () => {
  it('publishes an opportunity with trimmed texts', () => {
    spec.given([]).when(publish()).then([published]);
  });

  it('refuses a second publication of the same opportunity', () => {
    spec.given([published]).when(publish()).thenThrows(ConflictError);
  });

  it.each([
    ['an unknown track', { trackId: 'Astronomy' }],
    ['an empty title', { title: '   ' }],
    ['an image that is neither a site path nor https', { imageUrl: 'javascript:alert(1)' }],
    ['an unknown chip colour', { chip: { color: 'pink' as 'green', text: 'Open' } }],
    ['an empty chip text', { chip: { color: 'green' as const, text: ' ' } }],
    ['an unknown kind', { kind: 'party' as 'event' }],
  ])('refuses %s', (_, overrides) => {
    spec.given([]).when(publish(overrides)).thenThrows(ValidationError);
  });
});
