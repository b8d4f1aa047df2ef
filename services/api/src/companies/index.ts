// The companies slice's public surface: other code imports only from here.
export { companyDecider } from './company.decider.ts';
export type { RegisterCompany } from './company.decider.ts';
export { companyStreamId } from './company.ts';
export { companiesProjection } from './read-models/companies.projection.ts';
export { companyStatsProjection } from './read-models/company-stats.projection.ts';
