import { StreamVersionConflictError } from '../errors.ts';
import { isUniqueViolation, type Db } from '../db/db.ts';
import { eventStoreMetrics, type AppendOutcome } from './metrics.ts';
import type { DomainEvent, EventMetadata, ExpectedVersion, RecordedEvent } from './types.ts';
import { toRecordedEvent, type EventRow } from './read.ts';
import type { ChainedWrite } from './projection.ts';

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  metadata?: EventMetadata;
  /**
   * The caller read the stream at expectedVersion in this same transaction (handleCommand does): the version
   * query is skipped, and a writer that got in since is caught by the unique constraint, the same conflict.
   */
  versionRead?: boolean;
  /** Projection writes run in the append's own statement (projection.ts, splitChained); one event only. */
  chained?: readonly ChainedWrite[];
}

/**
 * Appends events at the end of a stream. The version check gives a clear conflict before writing; the
 * UNIQUE(stream_id, stream_position) constraint catches the race where two writers passed the check at once.
 * Either way the caller gets a StreamVersionConflictError. On pg a unique violation aborts the surrounding
 * transaction, so a retry must start a new transaction or savepoint (handleCommand does).
 */
export async function appendToStream<E extends DomainEvent>(
  db: Db,
  streamId: string,
  events: readonly E[],
  options: AppendOptions,
): Promise<RecordedEvent<E>[]> {
  const startedAt = performance.now();
  let outcome: AppendOutcome = 'error';
  try {
    const recorded = await append(db, streamId, events, options);
    outcome = 'ok';
    return recorded;
  } catch (error) {
    if (error instanceof StreamVersionConflictError) outcome = 'conflict';
    throw error;
  } finally {
    eventStoreMetrics().append((performance.now() - startedAt) / 1000, outcome);
  }
}

async function append<E extends DomainEvent>(
  db: Db,
  streamId: string,
  events: readonly E[],
  options: AppendOptions,
): Promise<RecordedEvent<E>[]> {
  let version: number;
  if (options.versionRead && options.expectedVersion !== 'any') {
    version = options.expectedVersion;
  } else {
    const current = await db.query<{ version: number }>(
      'SELECT COALESCE(MAX(stream_position), 0)::int AS version FROM events WHERE stream_id = $1',
      [streamId],
    );
    version = current.rows[0]?.version ?? 0;
    if (options.expectedVersion !== 'any' && options.expectedVersion !== version) {
      throw new StreamVersionConflictError(streamId, options.expectedVersion, version);
    }
  }
  if (events.length === 0) return [];

  const params: unknown[] = [];
  const tuples = events.map((event, index) => {
    params.push(streamId, version + index + 1, event.type, JSON.stringify(event.data), JSON.stringify(options.metadata ?? {}));
    const p = params.length - 4;
    return `($${p}, $${p + 1}, $${p + 2}, $${p + 3}::text::jsonb, $${p + 4}::text::jsonb)`;
  });
  const insert = `INSERT INTO events (stream_id, stream_position, type, data, metadata)
       VALUES ${tuples.join(', ')}
       RETURNING stream_id, stream_position, global_position, transaction_id, type, data, metadata, created_at`;
  const chained = options.chained ?? [];
  if (chained.length > 0 && events.length !== 1) throw new Error('chained projection writes need exactly one event');
  // Each chained write in a CTE of its own beside the insert, its $n moved past the parameters before it.
  const writes = chained.map((write, i) => {
    const offset = params.length;
    params.push(...write.params);
    return `, chained_${i} AS (${write.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`)})`;
  });
  try {
    const inserted = await db.query<EventRow>(
      `WITH appended AS (${insert})${writes.join('')}
       SELECT stream_id, stream_position::int AS stream_position, global_position::text AS global_position,
              transaction_id::text AS transaction_id, type, data, metadata, created_at
       FROM appended ORDER BY stream_position`,
      params,
    );
    return inserted.rows.map((row) => toRecordedEvent<E>(row));
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new StreamVersionConflictError(streamId, version, undefined);
    }
    throw error;
  }
}
