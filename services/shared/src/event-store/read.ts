import type { Db } from '../db/db.ts';
import type { DomainEvent, EventMetadata, RecordedEvent } from './types.ts';

export interface EventRow {
  stream_id: string;
  stream_position: number;
  global_position: string;
  transaction_id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  created_at: Date;
}

const columns = `stream_id, stream_position::int AS stream_position, global_position::text AS global_position,
  transaction_id::text AS transaction_id, type, data, metadata, created_at`;

export function toRecordedEvent<E extends DomainEvent>(row: EventRow): RecordedEvent<E> {
  return {
    streamId: row.stream_id,
    streamPosition: row.stream_position,
    globalPosition: row.global_position,
    transactionId: row.transaction_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  } as RecordedEvent<E>;
}

export interface ReadStreamResult<E extends DomainEvent> {
  events: RecordedEvent<E>[];
  /** Position of the last event, 0 when the stream is empty. */
  version: number;
}

export async function readStream<E extends DomainEvent>(db: Db, streamId: string): Promise<ReadStreamResult<E>> {
  const result = await db.query<EventRow>(
    `SELECT ${columns} FROM events WHERE stream_id = $1 ORDER BY stream_position`,
    [streamId],
  );
  const events = result.rows.map((row) => toRecordedEvent<E>(row));
  return { events, version: events.at(-1)?.streamPosition ?? 0 };
}

/**
 * The last `count` events of a stream (in stream order) and its version: one backward index scan, however long
 * the stream. For streams whose every event states the whole state, the last one is all a fold needs.
 */
export async function readStreamTail<E extends DomainEvent>(db: Db, streamId: string, count: number): Promise<ReadStreamResult<E>> {
  const result = await db.query<EventRow>(
    `SELECT ${columns} FROM events WHERE stream_id = $1 ORDER BY stream_position DESC LIMIT $2`,
    [streamId, count],
  );
  const events = result.rows.map((row) => toRecordedEvent<E>(row)).reverse();
  return { events, version: events.at(-1)?.streamPosition ?? 0 };
}

/** A place in the global log, in the order async readers consume it. */
export interface LogPosition {
  transactionId: string;
  globalPosition: string;
}

export const logStart: LogPosition = { transactionId: '0', globalPosition: '0' };

/**
 * Next batch of the global log after `after`, in commit-visibility order. Global positions are handed out at
 * INSERT time, not at COMMIT, so a reader ordering by position alone would skip an event whose transaction
 * committed after a later-numbered one. Instead we order by (transaction_id, global_position) and only return
 * events of transactions older than the oldest still running (pg_snapshot_xmin) — the emmett/Beckett approach.
 */
export async function readAllBatch(
  db: Db,
  after: LogPosition,
  limit: number,
  /** Only these types are returned (the rest is still read past: `last` and `scanned` count it). */
  types?: readonly string[],
): Promise<{ events: RecordedEvent[]; last: LogPosition; scanned: number }> {
  // Events of other types come back as positions only: a reader interested in a few types need not parse the rest.
  const wanted = types ? 'type = ANY($4::text[])' : 'true';
  const result = await db.query<EventRow & { wanted: boolean }>(
    `SELECT stream_id, stream_position::int AS stream_position, global_position::text AS global_position,
            transaction_id::text AS transaction_id, type, created_at, ${wanted} AS wanted,
            CASE WHEN ${wanted} THEN data END AS data, CASE WHEN ${wanted} THEN metadata END AS metadata
     FROM events
     WHERE (transaction_id, global_position) > ($1::text::xid8, $2::text::bigint)
       AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
     -- Qualified: the bare names would mean the ::text output aliases and sort xids as strings.
     ORDER BY events.transaction_id, events.global_position
     LIMIT $3`,
    [after.transactionId, after.globalPosition, limit, ...(types ? [types] : [])],
  );
  const tail = result.rows.at(-1);
  return {
    events: result.rows.filter((row) => row.wanted).map((row) => toRecordedEvent(row)),
    last: tail ? { transactionId: tail.transaction_id, globalPosition: tail.global_position } : after,
    scanned: result.rows.length,
  };
}
