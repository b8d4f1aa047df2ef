import type { Projection } from '@fast-track/shared/event-store/projection';
import type { RecordedEvent } from '@fast-track/shared/event-store/types';
import type { OpportunityEvent } from '../opportunity.ts';

/** Inline: one row per published opportunity, keyed by track for the dashboard's per-student list. */
export const opportunitiesProjection: Projection = {
  name: 'opportunities',
  tables: ['opportunities'],
  eventTypes: ['OpportunityPublished'],
  async handle(tx, events) {
    for (const event of events as readonly RecordedEvent<OpportunityEvent>[]) {
      const d = event.data;
      await tx.query(
        `INSERT INTO opportunities (opportunity_id, track_id, kind, image_url, title, chip_color, chip_text, published_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [d.opportunityId, d.trackId, d.kind, d.imageUrl, d.title, d.chip.color, d.chip.text, d.publishedAt],
      );
    }
  },
};
