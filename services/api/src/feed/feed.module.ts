import type { Guard } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import { feedRoutes, type FeedDeps } from './feed.routes.ts';

/** The student feed (issue 23): open jobs, upcoming events and open challenges, the selected track's first; saved items. */
export function createFeedModule(deps: FeedDeps, guard: Guard): ApiModule {
  return { routes: [feedRoutes(deps, guard)] };
}
