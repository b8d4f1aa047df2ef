import type { Db } from '@fast-track/shared/db/db';
import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { EventDetails } from '../event.ts';
import type { EventStatus, EventStreamEvent } from '../hosting/event-hosting.ts';

/**
 * Inline: a company's own list of its events, drafts and cancelled ones included (the dashboard's lists and their
 * counts). What the editor loads comes from the event's stream instead, with the version it must send back.
 */
export const hostedEventsProjection = defineProjection<EventStreamEvent>({
  name: 'hosted-events',
  tables: ['hosted_events'],
  on: {
    EventDrafted: (tx, { data, createdAt }) => upsert(tx, data, 'draft', createdAt),
    EventPublished: (tx, { data, createdAt }) => upsert(tx, data, 'published', createdAt, data.publishedAt),
    async EventEdited(tx, { data, createdAt }) {
      await tx.query(
        `UPDATE hosted_events SET title = $2, type = $3, img = $4, starts_at = $5, ends_at = $6, timezone = $7, approval = $8, updated_at = $9,
           visibility = $10
         WHERE event_id = $1`,
        [data.eventId, data.title, data.type, data.img, data.startTime, data.endTime, data.timezone, data.approval, createdAt, data.visibility ?? 'everyone'],
      );
    },
    async EventCancelled(tx, { data, createdAt }) {
      await tx.query(`UPDATE hosted_events SET status = 'cancelled', cancelled_at = $2, updated_at = $3 WHERE event_id = $1`, [
        data.eventId,
        data.cancelledAt,
        createdAt,
      ]);
    },
  },
});

/** A draft's row becomes the published one: created_at stays the draft's. */
async function upsert(tx: Db, d: EventDetails, status: EventStatus, at: Date, publishedAt: string | null = null): Promise<void> {
  await tx.query(
    `INSERT INTO hosted_events (event_id, company_id, link, status, title, type, img, starts_at, ends_at, timezone, approval,
                                created_at, updated_at, published_at, visibility)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13, $14)
     ON CONFLICT (event_id) DO UPDATE SET status = EXCLUDED.status, title = EXCLUDED.title, type = EXCLUDED.type,
       img = EXCLUDED.img, starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at, timezone = EXCLUDED.timezone,
       approval = EXCLUDED.approval, updated_at = EXCLUDED.updated_at, published_at = EXCLUDED.published_at,
       visibility = EXCLUDED.visibility`,
    [d.eventId, d.host.companyId, d.link, status, d.title, d.type, d.img, d.startTime, d.endTime, d.timezone, d.approval, at, publishedAt, d.visibility ?? 'everyone'],
  );
}
