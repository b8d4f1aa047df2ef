import type { Db } from '@fast-track/shared/db/db';
import { plainText, type PageMetaSource } from '../../http/page-meta.ts';
import { findPublicJob } from './job.queries.ts';

const jobPagePath = /^\/jobs\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i; // the SPA's /jobs/:uniqueId

/** A shared job link's preview (http/page-meta.ts): "title · company", the description as text, the company's logo. */
export function jobPageMeta(db: Db): PageMetaSource {
  return async (urlPath) => {
    const jobId = jobPagePath.exec(urlPath)?.[1];
    if (!jobId) return undefined;
    // As a visitor reads it: a job kept to an audience previews as the site.
    const job = await findPublicJob(db, jobId.toLowerCase());
    if (!job) return undefined;
    return {
      title: `${job.title} · ${job.company.name} · Fast-Track`,
      description: plainText(job.description),
      ...(job.company.logo ? { image: job.company.logo } : {}),
      type: 'website',
    };
  };
}
