import type { Db } from '../db/db.ts';
import type { DomainEvent, RecordedEvent } from './types.ts';

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

/** One handler per event type; the event's type follows its key, so `event.data` needs no cast. */
export type ProjectionHandlers<E extends DomainEvent> = {
  readonly [T in E['type']]?: (tx: Db, event: RecordedEvent<Extract<E, { type: T }>>) => Promise<void>;
};

export interface ProjectionDefinition<E extends DomainEvent> {
  readonly name: string;
  readonly tables: readonly string[];
  /** The events it handles, as keys: these become its eventTypes. (never: the union was not given.) */
  readonly on: [E] extends [never] ? never : ProjectionHandlers<E>;
}

/**
 * A projection declared by the events it handles:
 *
 *   defineProjection<CompanyEvent>({
 *     name: 'companies',
 *     tables: ['companies'],
 *     on: { CompanyRegistered: async (tx, event) => { … event.data.slug … } },
 *   });
 *
 * E (the union of events it may handle) must be given: without it no key type-checks. Events are handled one
 * at a time in log order, so the result behaves exactly like a hand-written Projection to the inline
 * appliers, the async runner and rebuild.
 */
export function defineProjection<E extends DomainEvent = never>(definition: ProjectionDefinition<E>): Projection {
  const handlers = new Map<string, (tx: Db, event: RecordedEvent) => Promise<void>>();
  for (const [type, handler] of Object.entries(definition.on)) {
    if (typeof handler === 'function') handlers.set(type, handler as (tx: Db, event: RecordedEvent) => Promise<void>);
  }
  return {
    name: definition.name,
    tables: definition.tables,
    eventTypes: [...handlers.keys()],
    async handle(tx, events) {
      for (const event of events) await handlers.get(event.type)?.(tx, event);
    },
  };
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
