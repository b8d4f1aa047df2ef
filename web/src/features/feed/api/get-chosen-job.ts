import * as z from 'zod/mini';
import { http } from '../../../lib/http.ts';
import type { FeedItem } from './get-feed.ts';

const jobAnswer = z.object({
  job: z.object({
    uniqueId: z.string(),
    title: z.string(),
    track: z.catch(z.nullable(z.string()), null),
    deadline: z.string(),
    locations: z.catch(z.array(z.string()), []),
    remote: z.catch(z.boolean(), false),
    company: z.object({ organisationId: z.string(), name: z.catch(z.string(), ''), logo: z.catch(z.nullable(z.string()), null) }),
  }),
});

/**
 * The job a /student/job/{id} link named, as a feed item (the public job call: 404 once it is gone or not for this
 * student); null when it cannot be shown.
 */
export async function getChosenJob(jobId: string): Promise<FeedItem | null> {
  const res = await http.get(`api/jobs/${encodeURIComponent(jobId)}`, { throwHttpErrors: false });
  if (!res.ok) return null;
  const { job } = jobAnswer.parse(await res.json());
  return {
    kind: 'job',
    id: job.uniqueId,
    title: job.title,
    company: { id: job.company.organisationId, name: job.company.name, logo: job.company.logo },
    track: job.track,
    when: job.deadline,
    location: { online: job.remote, places: job.locations },
    saved: false,
    href: `/jobs/${encodeURIComponent(job.uniqueId)}`,
  };
}
