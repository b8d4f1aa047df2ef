// The company-profiles slice's public surface (docs/companies.md): other code imports only from here.
export { createCompanyProfilesModule } from './company-profiles.module.ts';
export { companyProfileRoutes, companyEditorPaths, type CompanyRoutesDeps } from './company-profile.routes.ts';
export { companyPagesProjection } from './read-models/company-pages.projection.ts';
export { companyPageDecider, type CompanyPageCommand } from './company-profile.decider.ts';
export { companyStart, editCompanyProfile, changeCompanySettings } from './company-profile.service.ts';
export { companyPageMeta } from './company-page-meta.ts';
export { findCompany, type CompanyView } from './read-models/company.queries.ts';
export { companyProfileStreamId, companySettingsStreamId, companyLink, type CompanyProfile, type CompanySettings, type CompanyPageEvent } from './company-profile.ts';
export type { CompanyActivity, ActivityEvent, ActivityJob } from './company-activity.ts';
export { importExternalLogos, logoImportLimits, type LogoImportDeps } from './logo-import.ts';
export { responsivenessOf, MIN_ANSWERS_SHOWN, ANSWER_WINDOW_DAYS, type Responsiveness } from './read-models/response-transparency.queries.ts';
