import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError } from '../errors.ts';
import type { Db } from '../db/db.ts';
import { openTestDb, type TestDb } from '../testing/test-db.ts';
import { handleCommand } from './handle-command.ts';
import { handleMany } from './handle-many.ts';
import { defineProjection } from './projection.ts';
import { readStream } from './read.ts';
import type { Decider, DomainEvent } from './types.ts';

// A batch of commands, one per stream (a bulk move): the same decisions as one by one, refusals per command,
// projections in log order, one transaction, and a whole-batch retry when another writer got in between.

let testDb: TestDb;
let db: Db;
beforeAll(async () => {
  testDb = await openTestDb();
  db = testDb.db;
  await db.query('CREATE TABLE many_counts (stream_id text PRIMARY KEY, n integer NOT NULL)');
});
afterAll(() => testDb.dispose());

class TooManyError extends ConflictError {
  override readonly code = 'TOO_MANY';
}
type Counted = DomainEvent<'Counted', { streamId: string; n: number }>;
type Count = { type: 'Count'; data: { streamId: string; max: number } };
const counter: Decider<{ n: number }, Count, Counted> = {
  initialState: () => ({ n: 0 }),
  evolve: (_state, event) => ({ n: event.data.n }),
  decide: (command, { n }) => {
    if (n >= command.data.max) throw new TooManyError('enough');
    return [{ type: 'Counted', data: { streamId: command.data.streamId, n: n + 1 } }];
  },
};
const counts = defineProjection<Counted>({
  name: 'many-counts',
  tables: ['many_counts'],
  on: {
    async Counted(tx, { data }) {
      await tx.query('INSERT INTO many_counts (stream_id, n) VALUES ($1, $2) ON CONFLICT (stream_id) DO UPDATE SET n = excluded.n', [data.streamId, data.n]);
    },
  },
});
const item = (streamId: string, max = 10) => ({ streamId, command: { type: 'Count' as const, data: { streamId, max } } });
const countOf = async (streamId: string) => (await db.query<{ n: number }>('SELECT n FROM many_counts WHERE stream_id = $1', [streamId])).rows[0]?.n;

describe('handleMany', () => {
  it('decides each command on its own stream; a refusal is that command’s outcome; projections see every event', async () => {
    await handleCommand(db, 'many-b', counter, { type: 'Count', data: { streamId: 'many-b', max: 1 } }, { projections: [counts] });
    const outcomes = await handleMany(db, counter, [item('many-a'), item('many-b', 1), item('many-c')], { initialState: { n: 0 }, projections: [counts], metadata: { actor: 'u1' } });
    expect(outcomes.map((o) => ('refused' in o ? o.refused.code : o.events.map((e) => e.streamPosition)))).toEqual([[1], 'TOO_MANY', [1]]);
    expect(await countOf('many-a')).toBe(1);
    expect(await countOf('many-b')).toBe(1);
    const again = await handleMany(db, counter, [item('many-a'), item('many-c')], { initialState: { n: 0 }, projections: [counts] });
    expect(again.map((o) => ('events' in o ? o.events[0]!.streamPosition : 0))).toEqual([2, 2]);
    expect((await readStream(db, 'many-a')).events.map((e) => e.metadata)).toEqual([{ actor: 'u1' }, {}]);
    expect(await countOf('many-c')).toBe(2);
  });

  it('runs inside a caller’s transaction, and rolls back with it', async () => {
    await expect(
      db.transaction(async (tx) => {
        await handleMany(tx, counter, [item('many-d')], { initialState: { n: 0 }, projections: [counts] });
        throw new Error('the caller fails');
      }),
    ).rejects.toThrow('the caller fails');
    expect((await readStream(db, 'many-d')).version).toBe(0);
    expect(await countOf('many-d')).toBeUndefined();
  });

  it('concurrent batches and single commands on the same streams all land, each position once', async () => {
    const streams = ['many-e', 'many-f', 'many-g'];
    await Promise.all([
      handleMany(db, counter, streams.map((s) => item(s)), { initialState: { n: 0 }, projections: [counts], attempts: 10 }),
      handleMany(db, counter, streams.map((s) => item(s)), { initialState: { n: 0 }, projections: [counts], attempts: 10 }),
      handleCommand(db, 'many-f', counter, { type: 'Count', data: { streamId: 'many-f', max: 10 } }, { projections: [counts] }),
    ]);
    expect((await readStream(db, 'many-e')).version).toBe(2);
    expect((await readStream(db, 'many-f')).version).toBe(3);
    expect(await countOf('many-f')).toBe(3);
  });

  it('refuses two commands on one stream in one batch', async () => {
    await expect(handleMany(db, counter, [item('many-h'), item('many-h')], { initialState: { n: 0 } })).rejects.toThrow('one command per stream');
  });
});
