// The public site's API (docs/public-site.md): forms, operator settings, sitemap. Other code imports only from here.
export { inquiryRoutes } from './inquiry.routes.ts';
export { inquiryLimits, type InquiryDeps } from './inquiry.service.ts';
export { inquiryStreamId, type InquirySubmitted } from './inquiry.ts';
export { siteRoutes, type SiteRoutesDeps } from './site.routes.ts';
export { defaultSiteSettings, siteSettingsFrom, type SiteSettings } from './site.ts';
