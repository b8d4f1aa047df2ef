// The opportunities slice's public surface: other code imports only from here.
export { opportunityDecider } from './opportunity.decider.ts';
export type { OpportunityCommand, PublishOpportunity } from './opportunity.decider.ts';
export { opportunityStreamId, chipColors } from './opportunity.ts';
export type { OpportunityDetails, OpportunityKind, ChipColor } from './opportunity.ts';
export { opportunitiesProjection } from './read-models/opportunities.projection.ts';
export { percentageRoutes, type PercentageDeps, type ProgressJson } from './percentage.routes.ts';
