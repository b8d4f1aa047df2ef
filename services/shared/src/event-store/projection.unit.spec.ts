import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { applyProjections, defineProjection, splitChained } from './projection.ts';
import type { DomainEvent, RecordedEvent } from './types.ts';

type Opened = DomainEvent<'Opened', { doorId: string }>;
type Painted = DomainEvent<'Painted', { doorId: string; colour: string }>;
type Removed = DomainEvent<'Removed', { doorId: string }>;
type DoorEvent = Opened | Painted | Removed;

const tx = {} as Db;
let position = 0;
const recorded = <E extends DoorEvent>(event: E): RecordedEvent<E> =>
  ({
    ...event,
    streamId: `door-${event.data.doorId}`,
    streamPosition: ++position,
    globalPosition: String(position),
    transactionId: '1',
    metadata: {},
    createdAt: new Date(0),
  }) as unknown as RecordedEvent<E>;

describe('defineProjection', () => {
  it('declares the keys of `on` as its event types and hands each event to its own handler, in log order', async () => {
    const seen: string[] = [];
    const doors = defineProjection<DoorEvent>({
      name: 'doors',
      tables: ['doors'],
      on: {
        Opened: (_tx, event) => Promise.resolve(void seen.push(`opened ${event.data.doorId}`)),
        // The event's type follows the key: `colour` exists only on Painted.
        Painted: (_tx, event) => Promise.resolve(void seen.push(`${event.data.doorId} painted ${event.data.colour}`)),
      },
    });
    expect(doors.eventTypes).toEqual(['Opened', 'Painted']);
    await applyProjections(tx, [doors], [
      recorded({ type: 'Painted', data: { doorId: 'd1', colour: 'red' } }),
      recorded({ type: 'Removed', data: { doorId: 'd1' } }),
      recorded({ type: 'Opened', data: { doorId: 'd2' } }),
    ]);
    expect(seen).toEqual(['d1 painted red', 'opened d2']);
  });

  it('rejects, at compile time, keys outside the union and data the keyed event does not carry', () => {
    defineProjection<DoorEvent>({
      name: 'typed',
      tables: [],
      on: {
        // @ts-expect-error -- Opened carries no colour
        Opened: (_tx, event) => Promise.resolve(void event.data.colour),
        // @ts-expect-error -- not an event of the union
        Closed: () => Promise.resolve(),
      },
    });
    // @ts-expect-error -- without the union no key type-checks
    defineProjection({ name: 'untyped', tables: [], on: { Opened: () => Promise.resolve() } });
  });
});

describe('splitChained', () => {
  const doors = defineProjection<DoorEvent>({
    name: 'doors',
    tables: ['doors'],
    on: { Opened: () => Promise.resolve(), Painted: () => Promise.resolve() },
    chained: { Opened: (d) => ({ sql: 'UPDATE doors SET open = true WHERE id = $1', params: [d.doorId] }) },
  });
  const log = defineProjection<DoorEvent>({ name: 'log', tables: ['log'], on: { Opened: () => Promise.resolve() } });

  it('chains the write of a lone event to its append and leaves projections without a chained form for after', () => {
    const { chained, after } = splitChained([doors, log], [{ type: 'Opened', data: { doorId: 'd1' } }]);
    expect(chained).toEqual([{ sql: 'UPDATE doors SET open = true WHERE id = $1', params: ['d1'] }]);
    expect(after).toEqual([log]);
  });

  it('chains nothing for a type without a chained form, and nothing when a command appends more than one event', () => {
    expect(splitChained([doors, log], [{ type: 'Painted', data: { doorId: 'd1', colour: 'red' } }])).toEqual({ chained: [], after: [doors] });
    const two = [
      { type: 'Opened', data: { doorId: 'd1' } },
      { type: 'Opened', data: { doorId: 'd2' } },
    ];
    expect(splitChained([doors, log], two)).toEqual({ chained: [], after: [doors, log] });
  });

  it('offers no chain for a type the projection does not handle', () => {
    const stray = defineProjection<DoorEvent>({
      name: 'stray',
      tables: ['stray'],
      on: { Painted: () => Promise.resolve() },
      chained: { Removed: (d) => ({ sql: 'DELETE FROM stray WHERE id = $1', params: [d.doorId] }) },
    });
    expect('chain' in stray).toBe(false);
  });
});
