import type { Db } from '@fast-track/shared/db/db';
import { plainText, type PageMetaSource } from '../http/page-meta.ts';
import { linkKeyOf } from './company-profile.ts';
import { findCompanyByLinkKey } from './read-models/company.queries.ts';

const companyPagePath = /^\/company\/([^/]+)\/?$/i; // the SPA's /company/:link (web/src/config/paths.ts)

/**
 * A shared company page's preview (http/page-meta.ts): the company's name, tagline (else its about text) and cover
 * (else logo) — only for a page GET /api/company/:link would show (approved, page kept visible).
 */
export function companyPageMeta(db: Db): PageMetaSource {
  return async (urlPath) => {
    const segment = companyPagePath.exec(urlPath)?.[1];
    const key = segment ? linkKeyOf(segment.toLowerCase()) : undefined;
    if (!key) return undefined;
    const company = await findCompanyByLinkKey(db, key);
    if (!company || company.status !== 'active' || !company.settings.publicPage) return undefined;
    const { tagline, about, cover, logo } = company.profile;
    const image = cover ?? logo;
    return {
      title: `${company.name} · Fast-Track`,
      description: plainText(tagline || about),
      ...(image ? { image } : {}),
      type: 'website',
    };
  };
}
