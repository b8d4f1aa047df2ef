import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { openTestDb, type TestDb } from '../testing/test-db.ts';
import type { Projection } from './projection.ts';
import { logStart, readAllBatch, type LogPosition } from './read.ts';
import { rebuildProjections } from './rebuild.ts';
import type { RecordedEvent } from './types.ts';

// Regression: the global-log readers once sorted transaction ids as text (the ::text column aliases shadowed
// the real columns in ORDER BY), so xid 1000 came before 999 and a replay applied a later transaction first.
// Writers get their xid from pg_current_xact_id(); here the rows carry chosen ones (INSERT is allowed on the
// append-only table) straddling a power of ten, where text and numeric order disagree.

let testDb: TestDb;
let db: Db;
/** Transaction ids in numeric order; as text they sort differently ('10' < '1000' < '9' < '999'). */
let xids: string[];

beforeAll(async () => {
  testDb = await openTestDb();
  db = testDb.db;
  // Readers only return transactions older than every running one, so the ids must lie below the current xmin.
  const { rows } = await db.query<{ xmin: string }>('SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin');
  const xmin = Number(rows[0]?.xmin);
  const boundary = 10 ** Math.floor(Math.log10(xmin - 1));
  expect(boundary).toBeGreaterThanOrEqual(100);
  xids = ['9', '10', String(boundary - 1), String(boundary)];
  // Inserted in reverse so global_position order is the opposite of transaction order.
  for (const [i, xid] of [...xids].reverse().entries()) {
    await db.query(
      `INSERT INTO events (stream_id, stream_position, type, data, transaction_id)
       VALUES ($1, 1, 'Noted', $2::text::jsonb, $3::text::xid8)`,
      [`note-${i}`, JSON.stringify({ xid }), xid],
    );
  }
});
afterAll(() => testDb.dispose());

describe('global log order', () => {
  it('readAllBatch returns transactions in numeric xid order, across batches too', async () => {
    const seen: string[] = [];
    let after: LogPosition = logStart;
    for (let round = 0; round < 10; round++) {
      const { events, last } = await readAllBatch(db, after, 2);
      if (events.length === 0) break;
      seen.push(...events.map((e) => e.transactionId));
      after = last;
    }
    expect(seen).toEqual(xids);
  });

  it('a rebuild replays the log in numeric xid order', async () => {
    const replayed: string[] = [];
    const recorder: Projection = {
      name: 'order-recorder',
      tables: [],
      eventTypes: ['Noted'],
      handle: (_tx, events: readonly RecordedEvent[]) => {
        replayed.push(...events.map((e) => e.transactionId));
        return Promise.resolve();
      },
    };
    await rebuildProjections(db, { inline: [recorder], async: [] });
    expect(replayed).toEqual(xids);
  });
});
