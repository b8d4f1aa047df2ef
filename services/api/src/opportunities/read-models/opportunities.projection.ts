import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { OpportunityEvent } from '../opportunity.ts';

/** Inline: one row per published opportunity, keyed by track for the dashboard's per-student list. */
export const opportunitiesProjection = defineProjection<OpportunityEvent>({
  name: 'opportunities',
  tables: ['opportunities'],
  on: {
    async OpportunityPublished(tx, { data: d }) {
      await tx.query(
        `INSERT INTO opportunities (opportunity_id, track_id, kind, image_url, title, chip_color, chip_text, published_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [d.opportunityId, d.trackId, d.kind, d.imageUrl, d.title, d.chip.color, d.chip.text, d.publishedAt],
      );
    },
  },
});
