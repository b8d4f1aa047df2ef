import type { Db } from '@fast-track/shared/db/db';

// What counts as a webinar a team can join (docs/host-areas.md): a published online event ('Live Stream') that
// everyone may see, not cancelled, whose host is active — the online part of the public /career-centers/webinars/
// list. It is open for team registration until it starts.

export interface WebinarView {
  eventId: string;
  link: string;
  title: string;
  host: string;
  img: string;
  startsAt: string;
  endsAt: string;
}

const webinarWhere = `e.type = 'Live Stream' AND e.visibility = 'everyone'
  AND NOT EXISTS (SELECT 1 FROM organisations o WHERE o.organisation_id = e.company_id AND o.status <> 'active')`;

/** The webinars open for registration now, soonest first. */
export async function upcomingWebinars(db: Db, nowMs: number, limit = 30): Promise<WebinarView[]> {
  const found = await db.query<{ event_id: string; link: string; title: string | null; host: string | null; img: string | null; starts_at: Date; ends_at: Date }>(
    `SELECT e.event_id::text AS event_id, e.link, e.starts_at, e.ends_at, d.body->>'title' AS title, (d.body->>'company')::jsonb->>'title' AS host,
            COALESCE(NULLIF(d.body->>'img', ''), (d.body->>'company')::jsonb->>'img') AS img
       FROM event_list e CROSS JOIN LATERAL (SELECT e.body::jsonb AS body) d
      WHERE ${webinarWhere} AND e.cancelled_at IS NULL AND e.starts_at > $1
      ORDER BY e.starts_at, e.event_id LIMIT $2`,
    [new Date(nowMs), limit],
  );
  return found.rows.map((r) => ({
    eventId: r.event_id,
    link: r.link,
    title: r.title ?? '',
    host: r.host ?? '',
    img: r.img ?? '',
    startsAt: new Date(r.starts_at).toISOString(),
    endsAt: new Date(r.ends_at).toISOString(),
  }));
}

/** Whether this event is a webinar open for registration, one that started or was cancelled, or no webinar at all (with its title and link for the mail). */
export async function webinarStatus(db: Db, eventId: string, nowMs: number): Promise<{ status: 'open' | 'closed' | 'unknown'; title: string; link: string }> {
  const found = await db.query<{ starts_at: Date; cancelled_at: Date | null; title: string | null; link: string }>(
    `SELECT e.starts_at, e.cancelled_at, e.link, e.body::jsonb->>'title' AS title FROM event_list e WHERE e.event_id = $1 AND ${webinarWhere}`,
    [eventId],
  );
  const row = found.rows[0];
  if (!row) return { status: 'unknown', title: '', link: '' };
  const status = row.cancelled_at || new Date(row.starts_at).getTime() <= nowMs ? 'closed' : 'open';
  return { status, title: row.title ?? '', link: row.link };
}

/** The career center's name and the registering staff member's language: what the confirmation mail says and is written in. */
export async function mailContext(db: Db, organisationId: string, accountId: string): Promise<{ centerName: string; lng: string }> {
  const found = await db.query<{ name: string | null; lng: string | null }>(
    'SELECT (SELECT name FROM organisations WHERE organisation_id = $1) AS name, (SELECT lng FROM accounts WHERE account_id = $2) AS lng',
    [organisationId, accountId],
  );
  return { centerName: found.rows[0]?.name || 'Fast-Track', lng: found.rows[0]?.lng ?? 'en' };
}
