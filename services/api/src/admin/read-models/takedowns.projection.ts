import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { TakedownEvent } from '../takedown.ts';

/** content_takedowns: one row per taken-down content, read by every student and public read (shared/admin/takedowns). */
export const takedownsProjection = defineProjection<TakedownEvent>({
  name: 'content-takedowns',
  tables: ['content_takedowns'],
  on: {
    ContentTakenDown: async (tx, { data: d, globalPosition }) => {
      await tx.query(
        `INSERT INTO content_takedowns (content_id, kind, title, admin_id, reason, taken_down_at, position) VALUES ($1, $2, $3, $4::uuid, $5, $6, $7)
         ON CONFLICT (content_id) DO NOTHING`,
        [d.contentId, d.contentKind, d.title, d.adminId, d.reason, d.takenDownAt, globalPosition],
      );
    },
  },
});
