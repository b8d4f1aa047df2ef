// The public site's API (docs/public-site.md): forms, operator settings, sitemap. Other code imports only from here.
export { createPublicSiteModule, type PublicSiteModuleDeps } from './public-site.module.ts';
export { inquiryRoutes } from './inquiry.routes.ts';
export { inquiryErasure, inquiryLimits, startInquirySweep, type InquiryDeps } from './inquiry.service.ts';
export { inquiryContacts, inquiryRetentionDays } from './inquiry-contacts.ts';
export { inquiryStreamId, type InquirySubmitted } from './inquiry.ts';
export { siteRoutes, type SiteRoutesDeps } from './site.routes.ts';
export { defaultSiteSettings, siteSettingsFrom, type SiteSettings } from './site.ts';
