import type { Db } from '../db/db.ts';
import type { Logger } from '../logger.ts';
import { onCommitted } from './commit-signal.ts';
import { applyProjections, type Projection } from './projection.ts';
import { readAllBatch, type LogPosition } from './read.ts';

export interface AsyncRunnerOptions {
  batchSize?: number;
  pollIntervalMs?: number;
  logger?: Logger;
}

/**
 * One step of one async projection: lock its checkpoint row, read the next batch after it, apply, move the
 * checkpoint — all in one transaction, so a crash never applies a batch twice. SKIP LOCKED lets several
 * worker replicas run the same loop: whoever holds the row does the work, the others skip the round.
 * Returns how many events were applied (0 = caught up or someone else is working).
 */
export async function runProjectionStep(db: Db, projection: Projection, batchSize = 200): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO processor_checkpoints (processor_id) VALUES ($1) ON CONFLICT (processor_id) DO NOTHING',
      [projection.name],
    );
    const locked = await tx.query<{ transaction_id: string; global_position: string }>(
      `SELECT last_transaction_id::text AS transaction_id, last_global_position::text AS global_position
       FROM processor_checkpoints WHERE processor_id = $1 FOR UPDATE SKIP LOCKED`,
      [projection.name],
    );
    const row = locked.rows[0];
    if (!row) return 0;
    const after: LogPosition = { transactionId: row.transaction_id, globalPosition: row.global_position };
    const { events, last } = await readAllBatch(tx, after, batchSize);
    if (events.length === 0) return 0;
    await applyProjections(tx, [projection], events);
    await tx.query(
      `UPDATE processor_checkpoints
       SET last_transaction_id = $2::text::xid8, last_global_position = $3::text::bigint, updated_at = now()
       WHERE processor_id = $1`,
      [projection.name, last.transactionId, last.globalPosition],
    );
    return events.length;
  });
}

/** Applies batches until every projection reports nothing new; used by rebuild and tests. */
export async function drainProjections(db: Db, projections: readonly Projection[]): Promise<number> {
  let total = 0;
  for (const projection of projections) {
    for (let applied = -1; applied !== 0; ) {
      applied = await runProjectionStep(db, projection);
      total += applied;
    }
  }
  return total;
}

export interface AsyncRunner {
  stop(): Promise<void>;
}

/**
 * Polls the log for each async projection. Commits made in this process that carry an event one of them handles
 * wake it at once; other commits (here or in other processes) are picked up at the next poll, so a stream of
 * commits nobody here reacts to (attendance toggles, votes) costs one batch read per poll, not a step per commit.
 */
export function startAsyncRunner(
  db: Db,
  projections: readonly Projection[],
  options: AsyncRunnerOptions = {},
): AsyncRunner {
  const pollMs = options.pollIntervalMs ?? 500;
  let stopped = false;
  let wake: (() => void) | undefined;
  const handled = new Set(projections.flatMap((p) => p.eventTypes));
  const unsubscribe = onCommitted((events) => {
    if (events.some((e) => handled.has(e.type))) wake?.();
  });

  const loop = async (): Promise<void> => {
    while (!stopped) {
      let applied = 0;
      try {
        for (const projection of projections) applied += await runProjectionStep(db, projection, options.batchSize);
      } catch (error) {
        options.logger?.error({ err: error }, 'async projection step failed; retrying after the poll interval');
      }
      if (applied > 0 || stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  };
  const running = loop();

  return {
    async stop() {
      stopped = true;
      unsubscribe();
      wake?.();
      await running;
    },
  };
}
