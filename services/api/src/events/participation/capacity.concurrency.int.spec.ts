import { randomUUID } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { createPgliteDb } from '@fast-track/shared/db/pglite-db';
import { migrate } from '@fast-track/shared/db/migrate';
import { createPgDb } from '@fast-track/shared/db/pg-db';
import { openTestDb } from '@fast-track/shared/testing/test-db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { projections } from '../../projections.ts';
import { eventDetails, publish, registerHost, uuidFor } from '../../testing/api-fixture.ts';
import { runParticipationCommand } from './participation.commands.ts';
import { signIn, startParticipationApi, type ParticipationApi } from '../testing/participation-api.ts';

// Issue 26 part 8: a crowd racing for the last places of a limited event. The places are an invariant across
// every student's own stream, kept by the event row's lock (participation-facts.ts); this runs it on both stores:
// the test server (Postgres, two app instances on one pool of 20 connections, so a crowd's transactions really
// overlap: without the lock the first wave all count the same free places) and embedded PGlite.

interface Store {
  db: Db;
  apis: ParticipationApi[];
  dispose(): Promise<void>;
}

const stores: Record<'server' | 'embedded', Store | undefined> = { server: undefined, embedded: undefined };
const crowd = 200;
const capacity = 12;
const alreadyIn = 2;

async function open(db: Db, replicas: number, dispose: () => Promise<void>): Promise<Store> {
  await registerHost(db);
  const apis = await Promise.all(Array.from({ length: replicas }, () => startParticipationApi(db)));
  return { db, apis, dispose: async () => { await Promise.all(apis.map((a) => a.close())); await dispose(); } };
}

/** The run's Postgres with a pool wide enough that a crowd's transactions really overlap (openTestDb's has 5). */
async function serverStore(): Promise<Store> {
  const url = inject('testDatabaseUrl');
  if (!url || url === 'pglite') {
    const fallback = await openTestDb();
    return open(fallback.db, 2, () => fallback.dispose());
  }
  const schema = `t_capacity_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE SCHEMA ${schema}`);
  const db = createPgDb({ connectionString: url, schema, max: 20 });
  await migrate(db);
  return open(db, 2, async () => {
    await db.close();
    await admin(`DROP SCHEMA ${schema} CASCADE`);
  });
}

beforeAll(async () => {
  stores.server = await serverStore();
  const embedded = await createPgliteDb();
  await migrate(embedded);
  stores.embedded = await open(embedded, 1, () => embedded.close());
}, 60_000);

afterAll(async () => {
  for (const store of Object.values(stores)) await store?.dispose();
});

describe.each([
  { store: 'server' as const, label: 'the test server (Postgres; PGlite when none runs)' },
  { store: 'embedded' as const, label: 'embedded PGlite' },
])('the last places of an event on $label', ({ store }) => {
  it(`${crowd} students racing for the last ${capacity - alreadyIn} places: exactly that many attend, the rest wait in order`, async () => {
    const { db, apis } = stores[store]!;
    const event = eventDetails(uuidFor(900), Date.now() + 86_400_000, { capacity });
    await publish(db, event);
    const now = new Date().toISOString();
    for (let i = 0; i < alreadyIn; i++) {
      await runParticipationCommand({ db, projections: projections.inline }, { type: 'JoinEvent', data: { eventId: event.eventId, userId: randomUUID(), now } });
    }
    const students = Array.from({ length: crowd }, () => randomUUID());
    const tokens: string[] = [];
    for (let i = 0; i < crowd; i += 25) tokens.push(...(await Promise.all(students.slice(i, i + 25).map((id) => signIn(db, id)))));

    const calls = await Promise.all(tokens.map((token, i) => apis[i % apis.length]!.call('/api/event/apply', { eventId: event.eventId }, token)));

    const answers = calls.map((c) => `${c.status} ${String(c.body['msg'] ?? c.body['code'])}`);
    expect(answers.filter((a) => a === '200 added')).toHaveLength(capacity - alreadyIn);
    expect(answers.filter((a) => a === '200 waitlisted')).toHaveLength(crowd - (capacity - alreadyIn));
    const table = await db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM event_attendance WHERE event_id = $1 GROUP BY status ORDER BY status',
      [event.eventId],
    );
    expect(table.rows).toEqual([
      { status: 'attending', n: capacity },
      { status: 'waiting', n: crowd - (capacity - alreadyIn) },
    ]);
    // The log says the same: every student has exactly one fact, joined or waiting.
    const log = await db.query<{ type: string; n: number }>(
      `SELECT type, count(*)::int AS n FROM events WHERE data->>'eventId' = $1 AND type IN ('ParticipantJoined', 'WaitlistJoined') GROUP BY type ORDER BY type`,
      [event.eventId],
    );
    expect(log.rows).toEqual([
      { type: 'ParticipantJoined', n: capacity },
      { type: 'WaitlistJoined', n: crowd - (capacity - alreadyIn) },
    ]);

    // One attending student leaves: the first in line (the earliest WaitlistJoined) gets the place, nobody else.
    const first = await db.query<{ user_id: string }>(
      `SELECT data->>'userId' AS user_id FROM events WHERE data->>'eventId' = $1 AND type = 'WaitlistJoined' ORDER BY global_position LIMIT 1`,
      [event.eventId],
    );
    const attendee = students[calls.findIndex((c) => c.body['msg'] === 'added')]!;
    const leave = await apis[0]!.call('/api/event/apply', { eventId: event.eventId }, tokens[students.indexOf(attendee)]);
    expect(leave.body).toEqual({ msg: 'removed' });
    const after = await db.query<{ user_id: string; status: string }>(
      `SELECT user_id, status FROM event_attendance WHERE event_id = $1 AND user_id = ANY($2::text[])`,
      [event.eventId, [first.rows[0]!.user_id, attendee]],
    );
    expect(after.rows).toEqual([{ user_id: first.rows[0]!.user_id, status: 'attending' }]);
    const counts = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM event_attendance WHERE event_id = $1 AND status = 'attending'`, [event.eventId]);
    expect(counts.rows[0]!.n).toBe(capacity);
  }, 120_000);
});
