import { randomUUID } from 'node:crypto';
import { loadConfig, redisNamespaces } from '@fast-track/shared/config';
import { WireEvents, type ClientToServerEvents, type ServerToClientEvents } from '@fast-track/shared/realtime-events';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { Redis } from 'ioredis';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from '../events/testing/participation-api.ts';
import { eventDetails, publish, registerHost, uuidFor } from '../testing/api-fixture.ts';
import { realtimeConfigFrom } from './socket-server.ts';
import { spawnReplica } from './testing/spawn-replica.ts';
import { startReplica, type Replica } from './testing/replica.ts';

// REDIS_PREFIX and PRESENCE_TTL_MS as an operator sets them: through loadConfig and server.ts's mapping
// (realtimeConfigFrom). Stack "one" has two replicas, stack "two" one, all three on the same Redis database.
const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const run = randomUUID().slice(0, 8);
const prefixes = { one: `ft-test-${run}-1:`, two: `ft-test-${run}-2:` };
const presenceTtlMs = 3_000; // the configuration's minimum; the default is 30 s
const configOf = (prefix: string) =>
  loadConfig({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix, PRESENCE_TTL_MS: String(presenceTtlMs) });

type Client = Socket<ServerToClientEvents, ClientToServerEvents> & { online: string[] | undefined };

let testDb: TestDb;
let oneA: Replica;
let oneB: Replica;
let two: Replica;
const clients: Client[] = [];
const event = eventDetails(uuidFor(710), Date.now() + 86_400_000);
const users = { anna: randomUUID(), ben: randomUUID(), dan: randomUUID(), eve: randomUUID(), finn: randomUUID() };
const tokens: Record<keyof typeof users, string> = { anna: '', ben: '', dan: '', eve: '', finn: '' };
// Everyone here attends this one, so each may see the others online (visitors and strangers see nobody).
const meetup = eventDetails(uuidFor(711), Date.now() + 86_400_000);
const as = (name: keyof typeof users) => ({ userId: users[name], token: tokens[name] });

beforeAll(async () => {
  testDb = await openTestDb();
  await registerHost(testDb.db);
  await publish(testDb.db, event);
  await publish(testDb.db, meetup);
  for (const name of Object.keys(users) as (keyof typeof users)[]) tokens[name] = await signIn(testDb.db, users[name]);
  const options = (prefix: string) => ({ ...realtimeConfigFrom(configOf(prefix)), broadcastIntervalMs: 100 });
  [oneA, oneB, two] = await Promise.all([
    startReplica(testDb.db, options(prefixes.one)),
    startReplica(testDb.db, options(prefixes.one)),
    startReplica(testDb.db, options(prefixes.two)),
  ]);
  for (const token of Object.values(tokens)) {
    const res = await fetch(`${oneA.url}/api/event/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ eventId: meetup.eventId }),
    });
    expect(await res.json()).toEqual({ msg: 'added' });
  }
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await Promise.all([oneA, oneB, two].map((r) => r?.close()));
  await testDb.dispose();
  const redis = new Redis(redisUrl);
  for (const prefix of Object.values(prefixes)) {
    const left = await redis.keys(`${prefix}*`);
    if (left.length > 0) await redis.del(...left);
  }
  await redis.quit();
});

function open(url: string, who?: { userId: string; token: string }): Promise<Client> {
  const socket = connectClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(who ? { query: { userId: who.userId }, auth: { token: who.token } } : {}),
  }) as Client;
  socket.online = undefined;
  socket.on(WireEvents.getOnlineUsers, (list) => {
    socket.online = list;
  });
  clients.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

async function eventually(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('REDIS_PREFIX separates stacks sharing one Redis', () => {
  it('replicas with different prefixes do not see each other’s online users; the same prefix does', async () => {
    const annaOnOneA = await open(oneA.url, as('anna'));
    const benOnTwo = await open(two.url, as('ben'));
    const eveOnOneB = await open(oneB.url, as('eve'));
    const finnOnTwo = await open(two.url, as('finn'));
    // Stack one: anna, on its other replica too (positive control: the prefix is shared within a stack).
    await eventually(() => Boolean(eveOnOneB.online?.includes(users.anna)));
    await eventually(() => Boolean(finnOnTwo.online?.includes(users.ben)));
    // Let several heartbeats and broadcasts pass: nothing from the other stack may show up (all four attend one event).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const stackOne = [users.anna, users.eve].sort();
    const stackTwo = [users.ben, users.finn].sort();
    expect(annaOnOneA.online).toEqual(stackOne);
    expect(eveOnOneB.online).toEqual(stackOne);
    expect(benOnTwo.online).toEqual(stackTwo);
    expect(finnOnTwo.online).toEqual(stackTwo);

    // Every presence key lives under its stack's prefix.
    const redis = new Redis(redisUrl);
    try {
      for (const prefix of Object.values(prefixes)) {
        const keys = await redis.keys(`${redisNamespaces(prefix).presence}*`);
        expect(keys.length, prefix).toBeGreaterThan(0);
      }
    } finally {
      await redis.quit();
    }
  });

  it('the Socket.IO adapter channel is per prefix: an event room message crosses replicas of one stack only', async () => {
    const viewers = { oneB: await open(oneB.url), two: await open(two.url) };
    await Promise.all(Object.values(viewers).map((v) => v.emitWithAck(WireEvents.eventWatch, { eventId: event.eventId })));
    const received = { oneB: 0, two: 0 };
    viewers.oneB.on(WireEvents.eventParticipants, () => (received.oneB += 1));
    viewers.two.on(WireEvents.eventParticipants, () => (received.two += 1));

    const res = await fetch(`${oneA.url}/api/event/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.anna}` },
      body: JSON.stringify({ eventId: event.eventId }),
    });
    expect(await res.json()).toEqual({ msg: 'added' });
    await eventually(() => received.oneB === 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toEqual({ oneB: 1, two: 0 });
  });
});

describe('PRESENCE_TTL_MS', () => {
  it('sets the expiry of a replica’s presence hash (heartbeat every third of it)', async () => {
    await open(oneA.url, as('anna'));
    const redis = new Redis(redisUrl);
    try {
      const keys = await redis.keys(`${redisNamespaces(prefixes.one).presence}server:*`);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) {
        const ttl = await redis.pttl(key);
        expect(ttl, key).toBeGreaterThan(0);
        expect(ttl, key).toBeLessThanOrEqual(presenceTtlMs);
      }
    } finally {
      await redis.quit();
    }
  });

  const databaseUrl = inject('testDatabaseUrl');
  it.skipIf(databaseUrl === 'pglite')('a killed replica’s users drop out within TTL + one heartbeat, far below the 30 s default', async () => {
    const { child, url } = await spawnReplica({
      REPLICA_DATABASE_URL: databaseUrl,
      REPLICA_DB_SCHEMA: testDb.db.schema,
      REPLICA_FROM_CONFIG: '1',
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefixes.one,
      PRESENCE_TTL_MS: String(presenceTtlMs),
    });
    try {
      const watcher = await open(oneA.url, as('eve'));
      await open(url, as('dan'));
      await eventually(() => Boolean(watcher.online?.includes(users.dan)));

      child.kill('SIGKILL');
      const killedAt = Date.now();
      await eventually(() => watcher.online !== undefined && !watcher.online.includes(users.dan), 15_000);
      // TTL (3 s) + at most one heartbeat of the survivor (1 s) + broadcast; margin for a loaded machine.
      const elapsed = Date.now() - killedAt;
      expect(elapsed).toBeLessThan(presenceTtlMs + presenceTtlMs / 3 + 3_000);
      expect(watcher.online).not.toContain(users.dan);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
