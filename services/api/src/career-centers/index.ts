// The career centers slice: how university career center staff join. The center itself is an organisation.
import type { AccountDeps, OAuthConfig } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import { careerCenterLinkedinRoutes } from './career-center-linkedin.ts';
import { careerCenterRoutes } from './career-center.routes.ts';

export { checkStaffEmail } from './staff-email.ts';
// The students slice's LinkedIn callback hands a career center sign-up back to this slice (a port, not a route).
export { careerCenterLinkedinHandler } from './career-center-linkedin.ts';

/** Staff sign-up by e-mail code, and by LinkedIn when `oauth` configures it. */
export function createCareerCentersModule(deps: AccountDeps, oauth: OAuthConfig | undefined): ApiModule {
  return { routes: [careerCenterRoutes(deps), careerCenterLinkedinRoutes(deps, oauth)] };
}
