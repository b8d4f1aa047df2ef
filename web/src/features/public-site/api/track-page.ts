import { z } from 'zod';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';

const challenge = z.object({
  uniqueId: z.string(),
  title: z.string(),
  track: z.string(),
  minutes: z.number(),
  closesAt: z.string(),
  company: z.object({ name: z.string(), logo: z.string() }),
});
const event = z.object({ link: z.string(), title: z.string(), company: z.string(), img: z.string(), track: z.string(), startsAt: z.string() });
const answer = z.object({ tracks: z.array(z.string()), challenges: z.array(challenge), events: z.array(event) });
export type TrackPageLive = z.infer<typeof answer>;

/** GET /api/public/tracks/:page: the open challenges and upcoming events of a students' track page (docs/public-site.md). */
export function getTrackPage(page: string): Promise<Outcome<TrackPageLive>> {
  return outcomeRequest('get', `api/public/tracks/${encodeURIComponent(page)}`, (body) => answer.parse(body));
}
