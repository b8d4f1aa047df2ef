import type { Db } from '@fast-track/shared/db/db';
import { plainText, type PageMetaSource } from '../../http/page-meta.ts';
import { findLiveChallenge } from './challenge.queries.ts';

const challengePagePath = /^\/challenge\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i; // the SPA's /challenge/:uniqueId

/** A shared challenge link's preview (http/page-meta.ts): "title · company", its summary, the company's logo. */
export function challengePageMeta(db: Db, now: () => number = Date.now): PageMetaSource {
  return async (urlPath) => {
    const challengeId = challengePagePath.exec(urlPath)?.[1];
    if (!challengeId) return undefined;
    // What GET /api/challenges/:id shows a visitor: published (or closed) challenges of active companies.
    const challenge = await findLiveChallenge(db, challengeId.toLowerCase(), now());
    if (!challenge) return undefined;
    const { title, summary, company } = challenge.view;
    return {
      title: `${title} · ${company.name} · Fast-Track`,
      description: plainText(summary),
      ...(company.logo ? { image: company.logo } : {}),
      type: 'website',
    };
  };
}
