import type { Guard } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import { talentPoolRoutes, type TalentPoolDeps } from './talent-pool.routes.ts';
import { talentLogRedactions } from './talent.ts';

/** The talent pool (issue 14): students' visibility, companies' search, short-lists and target schools. */
export function createTalentPoolModule(deps: TalentPoolDeps, guard: Guard): ApiModule {
  return { routes: [talentPoolRoutes(deps, guard)], logRedactions: talentLogRedactions };
}
