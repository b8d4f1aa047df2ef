import type { Projection } from '@fast-track/shared/event-store/projection';
import type { RecordedEvent } from '@fast-track/shared/event-store/types';
import type { EventPublished, QuestionAdded } from '../../events/event.ts';

/**
 * Async (worker, or the in-process runner in embedded mode): per-host counters nobody needs to read in the
 * same request that changed them, so they stay out of the command transaction.
 */
export const companyStatsProjection: Projection = {
  name: 'company-stats',
  tables: ['company_stats'],
  eventTypes: ['EventPublished', 'QuestionAdded'],
  async handle(tx, events) {
    for (const event of events as readonly RecordedEvent<EventPublished | QuestionAdded>[]) {
      const companyId = event.data.host.companyId;
      const [hosted, questions] = event.type === 'EventPublished' ? [1, 0] : [0, 1];
      await tx.query(
        `INSERT INTO company_stats (company_id, events_hosted, questions_received) VALUES ($1, $2, $3)
         ON CONFLICT (company_id) DO UPDATE SET
           events_hosted = company_stats.events_hosted + EXCLUDED.events_hosted,
           questions_received = company_stats.questions_received + EXCLUDED.questions_received`,
        [companyId, hosted, questions],
      );
    }
  },
};
