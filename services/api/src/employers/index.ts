// The employers slice: how people of companies join (registration with a work address). Companies and teams are the
// organisations slice's.
import type { AccountDeps } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import { employerRoutes } from './employer.routes.ts';

export { checkWorkEmail } from './employer.routes.ts';

/** Employer sign-up: the work-address check, the e-mail code and the account with its company. */
export function createEmployersModule(deps: AccountDeps): ApiModule {
  return { routes: [employerRoutes(deps)] };
}
