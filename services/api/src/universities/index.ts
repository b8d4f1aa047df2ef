export { universityRoutes } from './university.routes.ts';
export {
  buildUniversityCatalog,
  loadUniversityCatalog,
  universityCatalog,
  universityDomains,
  type University,
  type UniversityCatalog,
} from './university-catalog.ts';
export { supportedCountries, toSupportedCountry, type SupportedCountry } from './supported-countries.ts';
