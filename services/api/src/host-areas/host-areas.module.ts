import type { Db } from '@fast-track/shared/db/db';
import type { Guard } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import { companySearchRoutes } from './company-search.routes.ts';
import { directoryRoutes } from './directory.routes.ts';
import { insightsRoutes } from './insights.routes.ts';

/** The host areas (issue 13): a career center's insights, the company search and the hosts' directory. */
export function createHostAreasModule(deps: { db: Db; now: () => number }, guard: Guard): ApiModule {
  return { routes: [insightsRoutes(deps, guard), companySearchRoutes(deps, guard), directoryRoutes(deps, guard)] };
}
