// The opportunities slice's public surface: other code imports only from here.
import type { ApiModule } from '../http/module.ts';
import { percentageRoutes, type PercentageDeps } from './percentage.routes.ts';

export { opportunityDecider } from './opportunity.decider.ts';
export type { OpportunityCommand, PublishOpportunity } from './opportunity.decider.ts';
export { opportunityStreamId, chipColors } from './opportunity.ts';
export type { OpportunityDetails, OpportunityKind, ChipColor } from './opportunity.ts';
export { opportunitiesProjection } from './read-models/opportunities.projection.ts';
export type { PercentageDeps, ProgressJson } from './percentage.routes.ts';

/** A student's dashboard: GET /api/get/percentage (their tracks' opportunities and their ranking). */
export function createOpportunitiesModule(deps: PercentageDeps): ApiModule {
  return { routes: [percentageRoutes(deps)] };
}
