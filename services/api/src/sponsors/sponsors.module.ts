import type { Guard } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import { sponsorRoutes, type SponsorDeps } from './sponsor.routes.ts';

/** A host's sponsor cards (issue 13): its pipeline of companies asked to sponsor, and the requests companies receive. */
export function createSponsorsModule(deps: SponsorDeps, guard: Guard): ApiModule {
  return { routes: [sponsorRoutes(deps, guard)] };
}
