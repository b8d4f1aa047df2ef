import type { Db } from '@fast-track/shared/db/db';
import { trace } from '@opentelemetry/api';

const tracer = trace.getTracer('@fast-track/api/events');
const dayMs = 86_400_000;

/** Start of today in UTC: the contract lists events whose end is today or later. */
export const startOfUtcDay = (nowMs: number): Date => new Date(Math.floor(nowMs / dayMs) * dayMs);

/** Finished Event JSON strings of one page of upcoming events. */
export function listUpcoming(db: Db, page: number, limit: number, nowMs: number): Promise<string[]> {
  return tracer.startActiveSpan('query event_list page', async (span) => {
    try {
      span.setAttributes({ 'page.number': page, 'page.limit': limit });
      const result = await db.query<{ body: string }>(
        `SELECT body FROM event_list WHERE ends_at >= $1
         ORDER BY starts_at, event_id LIMIT $2 OFFSET $3`,
        [startOfUtcDay(nowMs), limit, (page - 1) * limit],
      );
      return result.rows.map((r) => r.body);
    } finally {
      span.end();
    }
  });
}

export interface EventDetailRow {
  body: string;
  eventId: string;
  similar: string[];
  companyEventCount: number | null;
}

/** One event by link, plus up to 3 other upcoming events (same type or host first). */
export async function findByLink(db: Db, link: string, nowMs: number): Promise<EventDetailRow | undefined> {
  const found = await db.query<{ body: string; event_id: string; type: string; company_id: string; events_hosted: number | null }>(
    `SELECT e.body, e.event_id, e.type, e.company_id, s.events_hosted
     FROM event_list e LEFT JOIN company_stats s ON s.company_id = e.company_id
     WHERE e.link = $1`,
    [link],
  );
  const row = found.rows[0];
  if (!row) return undefined;
  const similar = await db.query<{ body: string }>(
    `SELECT body FROM event_list
     WHERE ends_at >= $1 AND event_id <> $2
     ORDER BY (type = $3 OR company_id = $4) DESC, starts_at, event_id
     LIMIT 3`,
    [startOfUtcDay(nowMs), row.event_id, row.type, row.company_id],
  );
  return {
    body: row.body,
    eventId: row.event_id,
    similar: similar.rows.map((r) => r.body),
    companyEventCount: row.events_hosted,
  };
}

/** The hosting company of an event, or undefined for an unknown event. */
export async function hostOf(db: Db, eventId: string): Promise<string | undefined> {
  const found = await db.query<{ company_id: string }>('SELECT company_id FROM event_list WHERE event_id = $1', [eventId]);
  return found.rows[0]?.company_id;
}
