import type { Db } from '../db/db.ts';
import type { RecordedEvent } from './types.ts';

/**
 * A read model fed by the event log. Inline projections run inside the command's transaction
 * (read-your-writes); async ones are fed later by the checkpointed runner. Either kind must be able to
 * start from empty tables and replay the whole log: that is what `rebuild` relies on.
 */
export interface Projection {
  /** Stable id; async projections use it as their checkpoint key. */
  readonly name: string;
  /** Read tables it owns; rebuild truncates exactly these. */
  readonly tables: readonly string[];
  /** Event types it reacts to; others are never passed to handle. */
  readonly eventTypes: readonly string[];
  handle(tx: Db, events: readonly RecordedEvent[]): Promise<void>;
}

export interface ProjectionRegistry {
  readonly inline: readonly Projection[];
  readonly async: readonly Projection[];
}

/** Feeds each projection only the events it declared interest in, in log order. */
export async function applyProjections(
  tx: Db,
  projections: readonly Projection[],
  events: readonly RecordedEvent[],
): Promise<void> {
  for (const projection of projections) {
    const relevant = events.filter((e) => projection.eventTypes.includes(e.type));
    if (relevant.length > 0) await projection.handle(tx, relevant);
  }
}
