import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError } from '../errors.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { createPgliteDb } from '../db/pglite-db.ts';
import { openTestDb, type TestDb } from '../testing/test-db.ts';
import { handleCommand, type RetryPolicy } from './handle-command.ts';
import { readStream } from './read.ts';
import type { Decider, DomainCommand, DomainEvent } from './types.ts';

// Registration, settings and account deletion call handleCommand with the tx of an outer transaction that also
// writes rows of its own. On Postgres the clash of two such writers is a unique violation, which aborts the
// whole transaction unless it happened inside a savepoint; these tests hold both adapters to the savepoint
// behaviour and prove the outcome under real concurrency: retried to success or a ConflictError, never half.

type Tallied = DomainEvent<'Tallied', { by: number }>;
type Tally = DomainCommand<'Tally', { by: number }>;

/** Counts decide calls, so a test can tell a retried command from one that never clashed. */
function tallyDecider(): Decider<number, Tally, Tallied> & { decisions: number } {
  const decider = {
    decisions: 0,
    initialState: () => 0,
    evolve: (count: number) => count + 1,
    decide: (command: Tally): Tallied[] => {
      decider.decisions++;
      return [{ type: 'Tallied', data: { by: command.data.by } }];
    },
  };
  return decider;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Adapter {
  name: string;
  db: Db;
  dispose(): Promise<void>;
}

const adapters: Adapter[] = [];
beforeAll(async () => {
  const server: TestDb = await openTestDb();
  const embedded = await createPgliteDb();
  await migrate(embedded);
  adapters.push({ name: server.db.kind, db: server.db, dispose: () => server.dispose() });
  adapters.push({ name: 'pglite (in memory)', db: embedded, dispose: () => embedded.close() });
  for (const { db } of adapters) {
    await db.query('CREATE TABLE outer_writes (id int PRIMARY KEY)');
  }
});
afterAll(async () => {
  for (const adapter of adapters) await adapter.dispose();
});

async function outerIds(db: Db): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM outer_writes ORDER BY id');
  return rows.map((r) => r.id);
}

describe.each([
  { index: 0, label: 'the test server (pg; pglite when no server)' },
  { index: 1, label: 'embedded pglite' },
])('nested transactions on $label', ({ index }) => {
  const adapter = () => adapters[index] as Adapter;

  it('a failed savepoint leaves the outer transaction usable and rolls back only its own writes', async () => {
    const { db } = adapter();
    await db.query('DELETE FROM outer_writes');
    const nested = await db.transaction(async (tx) => {
      expect(tx.inTransaction).toBe(true);
      await tx.query('INSERT INTO outer_writes VALUES (1)');
      const failed = await tx
        .transaction(async (inner) => {
          await inner.query('INSERT INTO outer_writes VALUES (2)');
          await inner.query('INSERT INTO outer_writes VALUES (1)'); // unique violation: aborts on Postgres
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      // Without the savepoint Postgres would refuse this with "current transaction is aborted".
      await tx.query('INSERT INTO outer_writes VALUES (3)');
      return failed;
    });
    expect(nested).toMatchObject({ code: '23505' });
    expect(await outerIds(db)).toEqual([1, 3]);
  });

  it('a savepoint inside a savepoint rolls back alone; a succeeded one commits with the outer transaction', async () => {
    const { db } = adapter();
    await db.query('DELETE FROM outer_writes');
    await db.transaction(async (tx) => {
      await tx.transaction(async (inner) => {
        await inner.query('INSERT INTO outer_writes VALUES (10)');
        await expect(
          inner.transaction(async (innermost) => {
            await innermost.query('INSERT INTO outer_writes VALUES (11)');
            throw new Error('changed my mind');
          }),
        ).rejects.toThrow('changed my mind');
        await inner.query('INSERT INTO outer_writes VALUES (12)');
      });
    });
    expect(await outerIds(db)).toEqual([10, 12]);
  });

  it('a succeeded savepoint is rolled back with its failing outer transaction', async () => {
    const { db } = adapter();
    await db.query('DELETE FROM outer_writes');
    await expect(
      db.transaction(async (tx) => {
        await tx.transaction((inner) => inner.query('INSERT INTO outer_writes VALUES (20)'));
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await outerIds(db)).toEqual([]);
    expect(db.inTransaction).toBe(false);
  });

  /**
   * N outer transactions each write a row and handle a command on one shared stream, then hold their locks a
   * moment (as registration does while it creates the session). Returns what each one ended in.
   */
  async function crowd(db: Db, streamId: string, retry: RetryPolicy | undefined) {
    await db.query('DELETE FROM outer_writes');
    const decider = tallyDecider();
    const writers = 12;
    const outcomes = await Promise.allSettled(
      Array.from({ length: writers }, (_, by) =>
        db.transaction(async (tx) => {
          await tx.query('INSERT INTO outer_writes VALUES ($1)', [by]);
          await handleCommand(tx, streamId, decider, { type: 'Tally', data: { by } }, retry ? { retry } : {});
          await pause(15);
          return by;
        }),
      ),
    );
    const succeeded = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    const errors = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    const { events } = await readStream<Tallied>(db, streamId);
    return { writers, decider, succeeded, errors, events };
  }

  it('concurrent outer transactions on one stream retry in savepoints and all succeed', async () => {
    const { db } = adapter();
    const { writers, decider, succeeded, errors, events } = await crowd(db, 'tally-retried', undefined);
    expect(errors.filter((e) => !(e instanceof ConflictError))).toEqual([]);
    // The default policy (10 tries with backoff) absorbs a crowd of this size.
    expect(succeeded).toHaveLength(writers);
    expect(events.map((e) => e.streamPosition)).toEqual(Array.from({ length: writers }, (_, i) => i + 1));
    expect(events.map((e) => e.data.by).sort((a, b) => a - b)).toEqual(succeeded.sort((a, b) => a - b));
    expect(await outerIds(db)).toEqual(succeeded);
    // On Postgres the writers really clashed and were retried inside their outer transactions.
    if (db.kind === 'pg') expect(decider.decisions).toBeGreaterThan(writers);
  });

  it('a clash that outlives its retries is a ConflictError and nothing of that outer transaction stays', async () => {
    const { db } = adapter();
    const once: RetryPolicy = { attempts: 1, baseDelayMs: 1, maxDelayMs: 1 };
    const { writers, succeeded, errors, events } = await crowd(db, 'tally-once', once);
    expect(errors.filter((e) => !(e instanceof ConflictError))).toEqual([]);
    expect(succeeded.length + errors.length).toBe(writers);
    if (db.kind === 'pg') expect(errors.length).toBeGreaterThan(0);
    // Every success is in the stream exactly once, gap-free; every failure left neither event nor outer row.
    expect(events.map((e) => e.streamPosition)).toEqual(Array.from({ length: succeeded.length }, (_, i) => i + 1));
    expect(events.map((e) => e.data.by).sort((a, b) => a - b)).toEqual(succeeded.sort((a, b) => a - b));
    expect(await outerIds(db)).toEqual(succeeded);
  });

  it('a command inside an outer transaction never waits on a top-level command that waits on it', async () => {
    const { db } = adapter();
    const decider = tallyDecider();
    const streamId = 'tally-interleaved';
    let appended!: () => void;
    const firstAppended = new Promise<void>((resolve) => (appended = resolve));
    const outer = db.transaction(async (tx) => {
      await handleCommand(tx, streamId, decider, { type: 'Tally', data: { by: 1 } });
      appended();
      // Meanwhile a top-level command on the same stream takes its in-process turn and, on Postgres, blocks
      // on this transaction's uncommitted append.
      await pause(200);
      await handleCommand(tx, streamId, decider, { type: 'Tally', data: { by: 2 } });
    });
    await firstAppended;
    const topLevel = handleCommand(db, streamId, decider, { type: 'Tally', data: { by: 3 } });
    let timer: NodeJS.Timeout | undefined;
    const stuck = new Promise((resolve) => (timer = setTimeout(() => resolve('stuck'), 10_000)));
    const finished = await Promise.race([Promise.all([outer, topLevel]).then(() => 'done'), stuck]);
    clearTimeout(timer);
    expect(finished).toBe('done');
    const { events } = await readStream<Tallied>(db, streamId);
    expect(events.map((e) => e.data.by)).toEqual([1, 2, 3]);
  });
});
