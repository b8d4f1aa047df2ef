import type { Db } from '@fast-track/shared/db/db';
import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { EventPublished, QuestionAdded } from '../../events/index.ts';

/**
 * Async (worker, or the in-process runner in embedded mode): per-host counters nobody needs to read in the
 * same request that changed them, so they stay out of the command transaction.
 */
export const companyStatsProjection = defineProjection<EventPublished | QuestionAdded>({
  name: 'company-stats',
  tables: ['company_stats'],
  on: {
    EventPublished: (tx, event) => count(tx, event.data.host.companyId, { hosted: 1, questions: 0 }),
    QuestionAdded: (tx, event) => count(tx, event.data.host.companyId, { hosted: 0, questions: 1 }),
  },
});

async function count(tx: Db, companyId: string, by: { hosted: number; questions: number }): Promise<void> {
  await tx.query(
    `INSERT INTO company_stats (company_id, events_hosted, questions_received) VALUES ($1, $2, $3)
     ON CONFLICT (company_id) DO UPDATE SET
       events_hosted = company_stats.events_hosted + EXCLUDED.events_hosted,
       questions_received = company_stats.questions_received + EXCLUDED.questions_received`,
    [companyId, by.hosted, by.questions],
  );
}
