import type { Db } from '@fast-track/shared/db/db';
import { opportunityChips } from '@fast-track/shared/vocabulary';
import { openJobsForTracks } from './job.queries.ts';

const closingSoonMs = 7 * 86_400_000;

/** A job as the dashboard's Opportunities list shows it (spec §3 Opportunity, plus the job page's link). */
export interface JobOpportunity {
  trackId: string;
  imageUrl: string;
  title: string;
  chip: { color: 'green' | 'orange'; text: string };
  link: string;
}

/**
 * Open jobs of approved companies in these tracks, soonest deadline first: green 'Open', orange 'Closing soon' in
 * the last week (the product's chip values, which the SPA translates).
 */
export async function jobOpportunities(db: Db, trackIds: readonly string[], nowMs: number, student?: string): Promise<JobOpportunity[]> {
  const jobs = await openJobsForTracks(db, trackIds, new Date(nowMs).toISOString(), 20, student);
  return jobs.map((job) => {
    const closing = Date.parse(job.deadline) - nowMs <= closingSoonMs;
    return {
      trackId: job.track,
      imageUrl: job.company.logo ?? '/images/default-company.svg',
      title: `${job.title} · ${job.company.name}`,
      chip: closing ? { color: 'orange', text: opportunityChips.closingSoon } : { color: 'green', text: opportunityChips.open },
      link: `/jobs/${job.uniqueId}`,
    };
  });
}
