import type { ApiModule } from '../http/module.ts';
import type { UniversityCatalog } from './university-catalog.ts';
import { universityRoutes } from './university.routes.ts';

export {
  buildUniversityCatalog,
  lazyUniversityCatalog,
  loadUniversityCatalog,
  universityCatalog,
  universityDomains,
  type University,
  type UniversityCatalog,
} from './university-catalog.ts';
export { supportedCountries, toSupportedCountry, type SupportedCountry } from './supported-countries.ts';

/** The university search of sign-up forms (POST /get/university), mounted at the root as it always was. */
export function createUniversitiesModule(catalog: UniversityCatalog): ApiModule {
  return { rootRoutes: [universityRoutes(catalog)] };
}
