import type { Db } from '../db/db.ts';
import type { Logger } from '../logger.ts';
import { onCommitted } from './commit-signal.ts';
import { applyProjections, type Projection } from './projection.ts';
import { readAllBatch, type LogPosition } from './read.ts';

export interface AsyncRunnerOptions {
  /** Events read per step; 1,000 by default. */
  batchSize?: number;
  pollIntervalMs?: number;
  /**
   * Least time from one round's start to the next when a wake (not a backlog) starts it; 250 ms by default. A
   * projection that recomputes a whole group per batch (every percentile of a cohort moves when one result arrives)
   * then rewrites the group a few times a second under a crowd of submits, not once per commit; what it shows is
   * at most this much older.
   */
  settleMs?: number;
  logger?: Logger;
}

/**
 * One step of one async projection: lock its checkpoint row, read the next batch after it, apply, move the
 * checkpoint — all in one transaction, so a crash never applies a batch twice. SKIP LOCKED lets several
 * worker replicas run the same loop: whoever holds the row does the work, the others skip the round.
 * Returns how many log events the step moved past, of any type (0 = caught up or someone else is working);
 * only the projection's own types are parsed and applied.
 */
export async function runProjectionStep(db: Db, projection: Projection, batchSize = 200): Promise<number> {
  return db.transaction(async (tx) => {
    const lock = () =>
      tx.query<{ transaction_id: string; global_position: string }>(
        `SELECT last_transaction_id::text AS transaction_id, last_global_position::text AS global_position
         FROM processor_checkpoints WHERE processor_id = $1 FOR UPDATE SKIP LOCKED`,
        [projection.name],
      );
    let row = (await lock()).rows[0];
    if (!row) {
      // A projection's first step creates its row; when the row exists, someone else holds it and this finds nothing.
      await tx.query('INSERT INTO processor_checkpoints (processor_id) VALUES ($1) ON CONFLICT (processor_id) DO NOTHING', [projection.name]);
      row = (await lock()).rows[0];
      if (!row) return 0;
    }
    const after: LogPosition = { transactionId: row.transaction_id, globalPosition: row.global_position };
    const { events, last, scanned } = await readAllBatch(tx, after, batchSize, projection.eventTypes);
    if (scanned === 0) return 0;
    if (events.length > 0) await applyProjections(tx, [projection], events);
    await tx.query(
      `UPDATE processor_checkpoints
       SET last_transaction_id = $2::text::xid8, last_global_position = $3::text::bigint, updated_at = now()
       WHERE processor_id = $1`,
      [projection.name, last.transactionId, last.globalPosition],
    );
    return scanned;
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
 * commits nobody here reacts to (attendance toggles, answers) costs one batch read per poll, not a step per commit.
 * A round goes on at once only while a batch came back full (more is waiting); a wake that arrives during a round
 * is kept, so the event that sent it is looked for in the next round rather than at the next poll, which starts
 * `settleMs` after the last one did (a crowd's commits then make a few rounds a second, each with more in it).
 */
export function startAsyncRunner(
  db: Db,
  projections: readonly Projection[],
  options: AsyncRunnerOptions = {},
): AsyncRunner {
  const pollMs = options.pollIntervalMs ?? 500;
  const batchSize = options.batchSize ?? 1_000;
  const settleMs = options.settleMs ?? 250;
  let stopped = false;
  let woken = false;
  let wake: (() => void) | undefined;
  const handled = new Set(projections.flatMap((p) => p.eventTypes));
  const unsubscribe = onCommitted((events) => {
    if (!events.some((e) => handled.has(e.type))) return;
    woken = true;
    wake?.();
  });

  const loop = async (): Promise<void> => {
    while (!stopped) {
      woken = false;
      const roundStarted = Date.now();
      let behind = false;
      let failed = false;
      try {
        for (const projection of projections) behind = (await runProjectionStep(db, projection, batchSize)) >= batchSize || behind;
      } catch (error) {
        failed = true;
        options.logger?.error({ err: error }, 'async projection step failed; retrying after the poll interval');
      }
      if (stopped) break;
      if (!failed && behind) continue;
      if (failed || !woken) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
      const settle = roundStarted + settleMs - Date.now();
      if (settle > 0 && !stopped) await new Promise((resolve) => setTimeout(resolve, settle));
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
