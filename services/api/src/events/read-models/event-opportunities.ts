import type { Db } from '@fast-track/shared/db/db';
import { opportunityChips } from '@fast-track/shared/vocabulary';
import { schoolLetsThroughSql } from '../../career-centers/index.ts';
import { hostIsListed } from './event-list.queries.ts';

/** An event as the dashboard's Opportunities list shows it (spec §3 Opportunity, plus the event page's link). */
export interface EventOpportunity {
  trackId: string;
  imageUrl: string;
  title: string;
  chip: { color: 'blue'; text: string };
  link: string;
}

/**
 * Events not yet started, published of these tracks that everyone may see (not cancelled, host not suspended), soonest
 * first: blue 'Event' chip (a product chip value the SPA translates), "title · host" like the jobs, the host's logo
 * (else the cover), and the link of the event's page.
 */
export async function eventOpportunities(db: Db, trackIds: readonly string[], nowMs: number, limit = 20, student?: string): Promise<EventOpportunity[]> {
  if (trackIds.length === 0) return [];
  // With `student`: only what the student's school lets through (career-centers/posting-gate.ts).
  const school = student ? ` AND ${schoolLetsThroughSql({ kind: 'event', id: 'e.event_id', host: 'e.company_id' }, '$4')}` : '';
  const found = await db.query<{ track: string; link: string; title: string; img: string; company: string }>(
    `SELECT e.track, e.link, d.body->>'title' AS title,
            COALESCE(NULLIF((d.body->>'company')::jsonb->>'img', ''), d.body->>'img') AS img, (d.body->>'company')::jsonb->>'title' AS company
       FROM event_list e CROSS JOIN LATERAL (SELECT e.body::jsonb AS body) d
      WHERE e.track = ANY($1::text[]) AND e.starts_at >= $2 AND e.cancelled_at IS NULL AND e.visibility = 'everyone'
        AND ${hostIsListed('e')}${school}
      ORDER BY e.starts_at, e.event_id LIMIT $3`,
    [[...trackIds], new Date(nowMs), limit, ...(student ? [student] : [])],
  );
  return found.rows.map((row) => ({
    trackId: row.track,
    imageUrl: row.img,
    title: row.company ? `${row.title} · ${row.company}` : row.title,
    chip: { color: 'blue', text: opportunityChips.event },
    link: `/event/${encodeURIComponent(row.link)}`,
  }));
}
