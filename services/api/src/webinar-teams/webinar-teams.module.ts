import type { Db } from '@fast-track/shared/db/db';
import type { Guard } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import { webinarTeamErasure } from './erasure.ts';
import { webinarTeamRoutes, type WebinarTeamDeps } from './webinar-team.routes.ts';

export interface WebinarTeamsModuleDeps extends WebinarTeamDeps {
  /** The address of an account (accounts slice): registrations made for it are cancelled when it is deleted. */
  emailOf: (tx: Db, accountId: string) => Promise<string | undefined>;
}

/** Career center staff register their team for webinars (issue 13). */
export function createWebinarTeamsModule(deps: WebinarTeamsModuleDeps, guard: Guard): ApiModule {
  const { emailOf, ...routeDeps } = deps;
  return {
    routes: [webinarTeamRoutes(routeDeps, guard)],
    // Team webinar registrations made for a deleted account's address are cancelled, their name and address deleted.
    erasure: [webinarTeamErasure({ projections: deps.projections, emailOf })],
  };
}
