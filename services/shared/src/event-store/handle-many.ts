import { AppError, StreamVersionConflictError } from '../errors.ts';
import { isUniqueViolation, type Db } from '../db/db.ts';
import { signalCommitted } from './commit-signal.ts';
import { eventStoreMetrics } from './metrics.ts';
import { applyProjections, type Projection } from './projection.ts';
import { toRecordedEvent, type EventRow } from './read.ts';
import type { Decider, DomainCommand, DomainEvent, EventMetadata, RecordedEvent } from './types.ts';

/** One command of a batch, on its own stream. */
export interface BatchItem<C extends DomainCommand> {
  streamId: string;
  command: C;
}

/** What became of one command: its events (none when it changed nothing), or the domain's refusal. */
export type BatchOutcome<E extends DomainEvent> = { streamId: string; events: RecordedEvent<E>[] } | { streamId: string; refused: AppError };

export interface BatchOptions<S> {
  projections?: readonly Projection[];
  /** The state every stream's fold starts from (facts read once for the whole batch, e.g. the job of a bulk move). */
  initialState: S;
  metadata?: EventMetadata;
  /** Tries of the whole batch when a concurrent writer took a position first (default 5). */
  attempts?: number;
}

const columns = `stream_id, stream_position::int AS stream_position, global_position::text AS global_position,
  transaction_id::text AS transaction_id, type, data, metadata, created_at`;

/**
 * Many commands of one decider, each on its own stream, as a batch: the streams are read in one query, each command is
 * decided on its own stream's fold (a refusal is that command's outcome, the others go on), every decided event is
 * appended in one INSERT and the inline projections see them all, in one transaction (a savepoint inside a caller's).
 * The same decisions and events as handleCommand one by one (a bulk move of 500 applications), at a few round trips
 * instead of a handful per command. A writer that got in between (the stream's unique position) makes the whole
 * batch try again on fresh streams, like handleCommand's retry; the last clash is a StreamVersionConflictError.
 */
export async function handleMany<S, C extends DomainCommand, E extends DomainEvent>(
  db: Db,
  decider: Decider<S, C, E>,
  items: readonly BatchItem<C>[],
  options: BatchOptions<S>,
): Promise<BatchOutcome<E>[]> {
  const attempts = options.attempts ?? 5;
  for (let attempt = 1; ; attempt++) {
    try {
      const { outcomes, recorded } = await db.transaction((tx) => decideAll(tx, decider, items, options));
      signalCommitted(recorded);
      return outcomes;
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError) || attempt >= attempts) throw error;
      eventStoreMetrics().conflict('retried');
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

async function decideAll<S, C extends DomainCommand, E extends DomainEvent>(
  tx: Db,
  decider: Decider<S, C, E>,
  items: readonly BatchItem<C>[],
  options: BatchOptions<S>,
): Promise<{ outcomes: BatchOutcome<E>[]; recorded: RecordedEvent<E>[] }> {
  const streamIds = [...new Set(items.map((i) => i.streamId))];
  if (streamIds.length !== items.length) throw new Error('handleMany: one command per stream');
  const past = new Map<string, RecordedEvent<E>[]>(streamIds.map((id) => [id, []]));
  if (streamIds.length > 0) {
    const read = await tx.query<EventRow>(`SELECT ${columns} FROM events WHERE stream_id = ANY($1::text[]) ORDER BY stream_id, stream_position`, [streamIds]);
    for (const row of read.rows) past.get(row.stream_id)?.push(toRecordedEvent<E>(row));
  }
  const decided: { index: number; streamId: string; version: number; events: E[] }[] = [];
  const outcomes: BatchOutcome<E>[] = items.map(({ streamId, command }, index) => {
    const events = past.get(streamId) ?? [];
    const state = events.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as E), options.initialState);
    try {
      const next = decider.decide(command, state);
      if (next.length > 0) decided.push({ index, streamId, version: events.at(-1)?.streamPosition ?? 0, events: next });
      return { streamId, events: [] };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { streamId, refused: error };
    }
  });
  if (decided.length === 0) return { outcomes, recorded: [] };

  const params: unknown[] = [];
  const tuples = decided.flatMap(({ streamId, version, events }) =>
    events.map((event, n) => {
      params.push(streamId, version + n + 1, event.type, JSON.stringify(event.data), JSON.stringify(options.metadata ?? {}));
      const p = params.length - 4;
      return `($${p}, $${p + 1}, $${p + 2}, $${p + 3}::text::jsonb, $${p + 4}::text::jsonb)`;
    }),
  );
  const startedAt = performance.now();
  let rows: EventRow[];
  try {
    rows = (
      await tx.query<EventRow>(
        `INSERT INTO events (stream_id, stream_position, type, data, metadata) VALUES ${tuples.join(', ')} RETURNING ${columns}`,
        params,
      )
    ).rows;
    eventStoreMetrics().append((performance.now() - startedAt) / 1000, 'ok');
  } catch (error) {
    if (isUniqueViolation(error)) {
      eventStoreMetrics().append((performance.now() - startedAt) / 1000, 'conflict');
      throw new StreamVersionConflictError(decided[0]!.streamId, decided[0]!.version, undefined);
    }
    throw error;
  }
  // RETURNING gives the rows in the order of VALUES: the log order in which the projections must see them.
  const recorded = rows.map((row) => toRecordedEvent<E>(row)).sort((a, b) => Number(BigInt(a.globalPosition) - BigInt(b.globalPosition)));
  const byStream = new Map<string, RecordedEvent<E>[]>();
  for (const event of recorded) byStream.set(event.streamId, [...(byStream.get(event.streamId) ?? []), event]);
  for (const { index, streamId } of decided) outcomes[index] = { streamId, events: byStream.get(streamId) ?? [] };
  await applyProjections(tx, options.projections ?? [], recorded);
  return { outcomes, recorded };
}
