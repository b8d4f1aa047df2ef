import type { Guard } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import { companyEditorPaths, companyProfileRoutes, type CompanyRoutesDeps } from './company-profile.routes.ts';
import { responseTransparencyRoutes } from './response-transparency.routes.ts';

/** The company page with its dashboard (issue 11); its about text may take more than the app's 16 KB default. */
export function createCompanyProfilesModule(deps: CompanyRoutesDeps, guard: Guard): ApiModule {
  return { routes: [companyProfileRoutes(deps, guard), responseTransparencyRoutes(deps)], bodyLimits: [{ paths: companyEditorPaths, limit: '48kb' }] };
}
