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
  /**
   * The same write as `handle` for one event, as SQL the store runs inside the statement that appends the event (a
   * data-modifying CTE): one round trip for the append and this projection. Undefined for an event it cannot chain;
   * `handle` then runs after the append as usual. Rebuild and the async runner always use `handle`, so the
   * projections spec (rebuild == live) proves both write the same rows.
   */
  chain?(event: { type: string; data: unknown }): ChainedWrite | undefined;
}

/**
 * SQL chained to an event's append. It may read the appended row as `appended` (columns global_position bigint and
 * created_at timestamptz); its parameters are $1…$n of `params` (the store renumbers them). It runs on the append's
 * snapshot, so it must not need another projection's writes of the same event, nor may another read its writes.
 */
export interface ChainedWrite {
  sql: string;
  params: readonly unknown[];
}

/** Chained forms of some of a projection's handlers, by event type (defineProjection's `chained`). */
export type ChainedHandlers<E extends DomainEvent> = {
  readonly [T in E['type']]?: (data: Extract<E, { type: T }>['data']) => ChainedWrite;
};

/** One handler per event type; the event's type follows its key, so `event.data` needs no cast. */
export type ProjectionHandlers<E extends DomainEvent> = {
  readonly [T in E['type']]?: (tx: Db, event: RecordedEvent<Extract<E, { type: T }>>) => Promise<void>;
};

export interface ProjectionDefinition<E extends DomainEvent> {
  readonly name: string;
  readonly tables: readonly string[];
  /** The events it handles, as keys: these become its eventTypes. (never: the union was not given.) */
  readonly on: [E] extends [never] ? never : ProjectionHandlers<E>;
  /** Hot events' writes as chained SQL (Projection.chain); each must write exactly what its `on` handler writes. */
  readonly chained?: ChainedHandlers<E>;
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
  const chained = new Map<string, (data: unknown) => ChainedWrite>();
  for (const [type, write] of Object.entries(definition.chained ?? {})) {
    if (typeof write === 'function' && handlers.has(type)) chained.set(type, write as (data: unknown) => ChainedWrite);
  }
  return {
    name: definition.name,
    tables: definition.tables,
    eventTypes: [...handlers.keys()],
    async handle(tx, events) {
      for (const event of events) await handlers.get(event.type)?.(tx, event);
    },
    ...(chained.size > 0 ? { chain: (event: { type: string; data: unknown }) => chained.get(event.type)?.(event.data) } : {}),
  };
}

/**
 * For a command that appends one event: the chained writes of every projection that handles it and can chain it,
 * and the projections left to run after the append. More events than one are projected after the append.
 */
export function splitChained(
  projections: readonly Projection[],
  events: readonly { type: string; data: unknown }[],
): { chained: ChainedWrite[]; after: readonly Projection[] } {
  const [only] = events;
  if (events.length !== 1 || !only) return { chained: [], after: projections };
  const chained: ChainedWrite[] = [];
  const after: Projection[] = [];
  for (const projection of projections) {
    if (!projection.eventTypes.includes(only.type)) continue;
    const write = projection.chain?.(only);
    if (write) chained.push(write);
    else after.push(projection);
  }
  return { chained, after };
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
