// handleCommand with a one-statement loader on a top-level handle (participation commands): a decision whose whole
// write is the append's statement commits without BEGIN/COMMIT; follow-up work, unchained projections and a loader
// that must lock still get a transaction; a writer that got in between the read and the append is caught and retried.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { openTestDb, type TestDb } from '../testing/test-db.ts';
import { handleCommand, type HandleOptions, type Loaded } from './handle-command.ts';
import { defineProjection } from './projection.ts';
import { readStream, readStreamTail } from './read.ts';
import type { Decider, DomainCommand, DomainEvent } from './types.ts';

type Noted = DomainEvent<'Noted', { text: string }>;
type Note = DomainCommand<'Note', { text: string }>;

const decider: Decider<number, Note, Noted> = {
  initialState: () => 0,
  evolve: (count) => count + 1,
  decide: (command) => [{ type: 'Noted', data: { text: command.data.text } }],
};

/** Every statement and every transaction the command opened, in order. */
function recording(db: Db, log: string[]): Db {
  const wrap = (handle: Db): Db => ({
    ...handle,
    inTransaction: handle.inTransaction,
    query: (sql, params) => {
      log.push(handle.inTransaction ? `tx: ${sql.trim().split(/\s+/)[0]}` : sql.trim().split(/\s+/)[0]!);
      return handle.query(sql, params);
    },
    transaction: (fn) => {
      log.push('BEGIN');
      return handle.transaction((tx) => fn(wrap(tx)));
    },
  });
  return wrap(db);
}

const notes = (table: string) =>
  defineProjection<Noted>({
    name: `notes-${table}`,
    tables: [table],
    on: { Noted: async (tx, e) => void (await tx.query(`INSERT INTO ${table} (stream_id, text) VALUES ($1, $2)`, [e.streamId, e.data.text])) },
    chained: { Noted: (data) => ({ sql: `INSERT INTO ${table} (stream_id, text) SELECT stream_id, $1 FROM appended`, params: [data.text] }) },
  });
const unchained = defineProjection<Noted>({
  name: 'notes-unchained',
  tables: ['notes'],
  on: { Noted: async (tx, e) => void (await tx.query('INSERT INTO notes (stream_id, text) VALUES ($1, $2)', [e.streamId, e.data.text])) },
});

describe('one-statement commits', () => {
  let testDb: TestDb;
  let streamNo = 0;
  const stream = () => `note-${++streamNo}-${Date.now()}`;
  /** The loader the participation commands give: the stream's last fact, marked when it wants a transaction. */
  const loader = (streamId: string, lock = false) => async (tx: Db): Promise<Loaded<number>> => {
    const tail = await readStreamTail<Noted>(tx, streamId, 1);
    return { start: 0, tail, ...(lock && !tx.inTransaction ? { needsTransaction: true } : {}) };
  };
  const run = (db: Db, streamId: string, text: string, options: HandleOptions<number> = {}) =>
    handleCommand(db, streamId, decider, { type: 'Note', data: { text } }, { tail: 1, loadWithTail: loader(streamId), projections: [notes('notes')], ...options });

  beforeAll(async () => {
    testDb = await openTestDb();
    await testDb.db.query('CREATE TABLE notes (stream_id text NOT NULL, text text NOT NULL)');
  });
  afterAll(async () => {
    await testDb?.dispose();
  });

  it('reads, then appends with its chained projection as one statement: no transaction', async () => {
    const log: string[] = [];
    const id = stream();
    const result = await run(recording(testDb.db, log), id, 'first');
    expect(log).toEqual(['SELECT', 'WITH']);
    expect(result.version).toBe(1);
    const { rows } = await testDb.db.query<{ text: string }>('SELECT text FROM notes WHERE stream_id = $1', [id]);
    expect(rows.map((r) => r.text)).toEqual(['first']);
  });

  it('opens a transaction for follow-up work, and only for the decisions that have some', async () => {
    const id = stream();
    const followed: string[] = [];
    const options = (wanted: boolean): HandleOptions<number> => ({
      inSameTransactionFor: () => wanted,
      inSameTransaction: (tx) => {
        followed.push(tx.inTransaction ? 'in a transaction' : 'outside');
        return Promise.resolve();
      },
    });
    const skipped: string[] = [];
    await run(recording(testDb.db, skipped), id, 'no follow-up', options(false));
    expect(skipped).toEqual(['SELECT', 'WITH']);
    const taken: string[] = [];
    await run(recording(testDb.db, taken), id, 'follow-up', options(true));
    // The read outside (no lock to keep), then the append and the work in one transaction.
    expect(taken).toEqual(['SELECT', 'BEGIN', 'tx: WITH']);
    expect(followed).toEqual(['in a transaction']);
  });

  it('writes a projection that cannot chain in the append’s transaction', async () => {
    const log: string[] = [];
    await run(recording(testDb.db, log), stream(), 'unchained', { projections: [unchained] });
    expect(log).toEqual(['SELECT', 'BEGIN', 'tx: WITH', 'tx: INSERT']);
  });

  it('reads again inside the transaction when the loader must lock', async () => {
    const log: string[] = [];
    const id = stream();
    await run(recording(testDb.db, log), id, 'locked', { loadWithTail: loader(id, true) });
    expect(log).toEqual(['SELECT', 'BEGIN', 'tx: SELECT', 'tx: WITH']);
  });

  it('catches a writer that got in between the read and the append, and decides again on its fact', async () => {
    const id = stream();
    await run(testDb.db, id, 'one');
    let interleaved = false;
    // Another replica's append lands right after this command's read: the append at the version read must clash.
    const racing = async (tx: Db): Promise<Loaded<number>> => {
      const loaded = await loader(id)(tx);
      if (!interleaved) {
        interleaved = true;
        await run({ ...testDb.db }, id, 'other replica');
      }
      return loaded;
    };
    const result = await run(testDb.db, id, 'two', { loadWithTail: racing });
    expect(result.version).toBe(3);
    const { events } = await readStream<Noted>(testDb.db, id);
    expect(events.map((e) => e.data.text)).toEqual(['one', 'other replica', 'two']);
    const { rows } = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notes WHERE stream_id = $1', [id]);
    expect(rows[0]?.n).toBe(3);
  });
});
