import type { Db } from '../db/db.ts';
import { applyProjections, type ProjectionRegistry } from './projection.ts';
import { toRecordedEvent, type EventRow } from './read.ts';

// Set-based projections (the challenge attempts) gain from bigger batches; 2,000 rows of the log stay small in memory.
const batchSize = 2000;

/**
 * Rebuilds every read table from the log. Inline tables are truncated and replayed in one transaction, so
 * readers see either the old or the new tables, never a half-built one (TRUNCATE's lock makes concurrent
 * command handlers wait for us). Async tables are truncated and their checkpoints reset; their runner
 * replays them from the start, because only it knows which late-committing events are safe to consume.
 */
export async function rebuildProjections(db: Db, registry: ProjectionRegistry): Promise<{ replayed: number }> {
  return db.transaction(async (tx) => {
    const tables = [...registry.inline, ...registry.async].flatMap((p) => p.tables);
    if (tables.length > 0) await tx.query(`TRUNCATE ${tables.join(', ')}`);
    if (registry.async.length > 0) {
      await tx.query('DELETE FROM processor_checkpoints WHERE processor_id = ANY(string_to_array($1, \',\'))', [
        registry.async.map((p) => p.name).join(','),
      ]);
    }
    let replayed = 0;
    let afterTx = '0';
    let afterPos = '0';
    for (;;) {
      const batch = await tx.query<EventRow>(
        `SELECT stream_id, stream_position::int AS stream_position, global_position::text AS global_position,
                transaction_id::text AS transaction_id, type, data, metadata, created_at
         FROM events WHERE (transaction_id, global_position) > ($1::text::xid8, $2::text::bigint)
         ORDER BY events.transaction_id, events.global_position LIMIT $3`,
        [afterTx, afterPos, batchSize],
      );
      const events = batch.rows.map((row) => toRecordedEvent(row));
      const last = events.at(-1);
      if (!last) break;
      await applyProjections(tx, registry.inline, events);
      replayed += events.length;
      afterTx = last.transactionId;
      afterPos = last.globalPosition;
    }
    return { replayed };
  });
}
