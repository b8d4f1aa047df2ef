import type { Db } from '@fast-track/shared/db/db';
import { hostIsListed, startOfUtcDay } from './event-list.queries.ts';

/** An event as the public track pages list it (issue 15): what a visitor needs to pick it and open its page. */
export interface TrackEvent {
  link: string;
  title: string;
  company: string;
  img: string;
  track: string;
  startsAt: string;
  endsAt: string;
}

/**
 * Upcoming events (ending today or later) that their hosts gave one of these tracks (event_list.track, issue 11),
 * visible to everyone, not cancelled, host not suspended; soonest first. Events without a track are on no track page.
 */
export async function eventsOfTracks(db: Db, trackIds: readonly string[], nowMs: number, limit = 6): Promise<TrackEvent[]> {
  if (trackIds.length === 0) return [];
  const found = await db.query<{ link: string; title: string; company: string | null; img: string | null; track: string; starts_at: Date; ends_at: Date }>(
    `SELECT e.link, e.track, e.starts_at, e.ends_at, d.body->>'title' AS title, (d.body->>'company')::jsonb->>'title' AS company,
            COALESCE(NULLIF(d.body->>'img', ''), (d.body->>'company')::jsonb->>'img') AS img
       FROM event_list e CROSS JOIN LATERAL (SELECT e.body::jsonb AS body) d
      WHERE e.track = ANY($1::text[]) AND e.ends_at >= $2 AND e.cancelled_at IS NULL AND e.visibility = 'everyone'
        AND ${hostIsListed('e')}
      ORDER BY e.starts_at, e.event_id LIMIT $3`,
    [[...trackIds], startOfUtcDay(nowMs), limit],
  );
  return found.rows.map((row) => ({
    link: row.link,
    title: row.title,
    company: row.company ?? '',
    img: row.img ?? '',
    track: row.track,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
  }));
}
