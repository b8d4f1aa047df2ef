import type { DomainEvent } from '@fast-track/shared/event-store/types';

// Opportunities are what the dashboard lists per track (spec §3 Opportunity: trackId, imageUrl, title, chip).
// They are published data, like events: written through the log, read from `opportunities`.

/** 'green' marks something open now; the others are the "other" chip colours of spec §3. */
export const chipColors = ['green', 'orange', 'blue', 'grey'] as const;
export type ChipColor = (typeof chipColors)[number];

export const opportunityKinds = ['event', 'job', 'challenge'] as const;
export type OpportunityKind = (typeof opportunityKinds)[number];

export interface OpportunityDetails {
  opportunityId: string;
  trackId: string;
  imageUrl: string;
  title: string;
  chip: { color: ChipColor; text: string };
  kind: OpportunityKind;
}

// ── Events ──────────────────────────────────────────────────────────────────────────────────────────────
export type OpportunityPublished = DomainEvent<'OpportunityPublished', OpportunityDetails & { publishedAt: string }>;

export type OpportunityEvent = OpportunityPublished;

// ── State ───────────────────────────────────────────────────────────────────────────────────────────────
export type OpportunityState = { status: 'none' } | { status: 'published'; opportunityId: string };

export const initialOpportunityState = (): OpportunityState => ({ status: 'none' });

// ── Evolve ──────────────────────────────────────────────────────────────────────────────────────────────
export function evolveOpportunity(_state: OpportunityState, event: OpportunityEvent): OpportunityState {
  return { status: 'published', opportunityId: event.data.opportunityId };
}

/** One stream per opportunity. */
export const opportunityStreamId = (opportunityId: string): string => `opportunity-${opportunityId}`;
