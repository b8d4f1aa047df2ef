import type { Db } from '@fast-track/shared/db/db';
import type { Logger } from '@fast-track/shared/logger';
import type { ApiModule } from '../http/module.ts';
import { inquiryRoutes } from './inquiry.routes.ts';
import { inquiryErasure, startInquirySweep, type InquiryDeps } from './inquiry.service.ts';
import { siteRoutes, type SiteRoutesDeps } from './site.routes.ts';

export interface PublicSiteModuleDeps extends SiteRoutesDeps, Omit<InquiryDeps, 'salesEmail'> {
  logger: Logger;
  /** The address of an account (accounts slice): a deleted account's inquiries go with it. */
  emailOf: (tx: Db, accountId: string) => Promise<string | undefined>;
}

/** The public site (issue 15): its forms, the operator's settings and the sitemap (at the root, not under /api). */
export function createPublicSiteModule(deps: PublicSiteModuleDeps): ApiModule {
  const { db, mail, rateLimiter, now, logger, settings } = deps;
  const site = siteRoutes(deps);
  return {
    routes: [site.api, inquiryRoutes({ db, mail, rateLimiter, now, salesEmail: settings.salesEmail })],
    rootRoutes: [site.root],
    // A deleted account's inquiries go with it; everyone's go after the retention period (docs/public-site.md).
    erasure: [inquiryErasure(deps.emailOf)],
    dispose: startInquirySweep({ db, now, onError: (error) => logger.warn({ err: error }, 'inquiry retention sweep failed') }),
  };
}
