import { randomUUID } from 'node:crypto';
import { WireEvents, type ClientToServerEvents, type ServerToClientEvents } from '@fast-track/shared/realtime-events';
import { openTestDb, type TestDb } from '@fast-track/shared/testing/test-db';
import { Redis } from 'ioredis';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn } from '../events/testing/participation-api.ts';
import { eventDetails, publish, registerHost, uuidFor } from '../testing/api-fixture.ts';
import { spawnReplica } from './testing/spawn-replica.ts';
import { startReplica, type Replica } from './testing/replica.ts';

// Two replicas sharing one Postgres and one Redis, spoken to by real Socket.IO clients (websocket, as behind nginx).
const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const redisPrefix = `ft-test-${randomUUID().slice(0, 8)}:`;
const presenceTtlMs = 1500;
const replicaOptions = { redisUrl, redisPrefix, presenceTtlMs, heartbeatMs: 300, broadcastIntervalMs: 100 };

type Client = Socket<ServerToClientEvents, ClientToServerEvents> & { online: string[] | undefined };

let testDb: TestDb;
let a: Replica;
let b: Replica;
const clients: Client[] = [];
const event = eventDetails(uuidFor(700), Date.now() + 86_400_000);
// Everyone here attends this one, so they may see one another online (strangers may not: realtime-reach.int.spec.ts).
const meetup = eventDetails(uuidFor(701), Date.now() + 86_400_000);
const users = { anna: randomUUID(), ben: randomUUID(), cleo: randomUUID(), dan: randomUUID() };
const tokens: Record<keyof typeof users, string> = { anna: '', ben: '', cleo: '', dan: '' };

beforeAll(async () => {
  testDb = await openTestDb();
  await registerHost(testDb.db);
  await publish(testDb.db, event);
  await publish(testDb.db, meetup);
  for (const name of Object.keys(users) as (keyof typeof users)[]) tokens[name] = await signIn(testDb.db, users[name]);
  [a, b] = await Promise.all([startReplica(testDb.db, replicaOptions), startReplica(testDb.db, replicaOptions)]);
  for (const name of Object.keys(users) as (keyof typeof users)[]) {
    expect((await post(a, '/api/event/apply', { eventId: meetup.eventId }, tokens[name])).body).toEqual({ msg: 'added' });
  }
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await Promise.all([a.close(), b.close()]);
  await testDb.dispose();
  // The killed replica could not clean up after itself; its hash has expired, the server index has not.
  const redis = new Redis(redisUrl);
  const left = await redis.keys(`${redisPrefix}*`);
  if (left.length > 0) await redis.del(...left);
  await redis.quit();
});

function open(url: string, who?: { userId: string; token?: string }): Promise<Client> {
  const socket = connectClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(who ? { query: { userId: who.userId }, auth: who.token ? { token: who.token } : {} } : {}),
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

const as = (name: keyof typeof users) => ({ userId: users[name], token: tokens[name] });

async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const next = <E extends keyof ServerToClientEvents>(socket: Client, name: E): Promise<Parameters<ServerToClientEvents[E]>[0]> =>
  new Promise((resolve) => {
    socket.once(name as 'getOnlineUsers', (payload: unknown) => resolve(payload as Parameters<ServerToClientEvents[E]>[0]));
  });

const post = (replica: Replica, path: string, body: unknown, token: string) =>
  fetch(`${replica.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> }));

describe('presence across replicas', () => {
  it('a student on A sees a co-participant on B online, and the other way round; visitors are neither counted nor told', async () => {
    const annaOnA = await open(a.url, as('anna'));
    const benOnB = await open(b.url, as('ben'));
    const visitorOnB = await open(b.url);
    const both = (list: string[] | undefined) => Boolean(list?.includes(users.anna) && list.includes(users.ben));
    await eventually(() => both(annaOnA.online) && both(benOnB.online));
    expect(annaOnA.online).toHaveLength(2);
    expect(visitorOnB.online).toBeUndefined();
  });

  it('several tabs count once: the user stays online until the last tab closes', async () => {
    const watcher = await open(a.url, as('anna'));
    const tabs = await Promise.all([open(b.url, as('cleo')), open(b.url, as('cleo')), open(a.url, as('cleo'))]);
    await eventually(() => Boolean(watcher.online?.includes(users.cleo)));
    expect(watcher.online?.filter((id) => id === users.cleo)).toHaveLength(1);

    tabs[0]?.disconnect();
    tabs[2]?.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(watcher.online).toContain(users.cleo);

    tabs[1]?.disconnect();
    await eventually(() => watcher.online !== undefined && !watcher.online.includes(users.cleo));
  });

  it('refuses a handshake whose token does not name the userId, or that has no token', async () => {
    await expect(open(a.url, { userId: users.ben, token: tokens.anna })).rejects.toThrow('unauthorized');
    await expect(open(b.url, { userId: users.ben })).rejects.toThrow('unauthorized');
    await expect(open(b.url, { userId: users.ben, token: 'x'.repeat(43) })).rejects.toThrow('unauthorized');
  });
});

describe('live event pages across replicas', () => {
  it('a question, its upvotes and the participants written through A reach a watcher on B', async () => {
    const viewerOnB = await open(b.url);
    const otherViewer = await open(b.url);
    await viewerOnB.emitWithAck(WireEvents.eventWatch, { eventId: event.eventId });
    await otherViewer.emitWithAck(WireEvents.eventWatch, { eventId: uuidFor(999) });
    let strayMessages = 0;
    otherViewer.onAny((name: string) => {
      if (name.startsWith('event:')) strayMessages += 1;
    });

    const question = next(viewerOnB, WireEvents.eventQuestion);
    const posted = await post(a, '/api/event/post/question', { eventId: event.eventId, question: 'Is it hybrid?' }, tokens.anna);
    expect(posted.status).toBe(200);
    expect(await question).toEqual({ eventId: event.eventId, question: posted.body['newQuestion'] });

    const questionId = (posted.body['newQuestion'] as { uniqueId: string }).uniqueId;
    const upvotes = next(viewerOnB, WireEvents.eventUpvotes);
    await post(a, '/api/event/upvote', { eventId: event.eventId, questionId, upvoted: true, userId: users.anna }, tokens.ben);
    expect(await upvotes).toEqual({ eventId: event.eventId, questionId, userId: users.ben, upvoted: true });

    const participants = next(viewerOnB, WireEvents.eventParticipants);
    expect((await post(a, '/api/event/apply', { eventId: event.eventId }, tokens.cleo)).body).toEqual({ msg: 'added' });
    expect(await participants).toEqual({ eventId: event.eventId, participants: [users.cleo] });

    // Unwatching stops the messages; the watcher of another event never got any.
    await viewerOnB.emitWithAck(WireEvents.eventUnwatch, { eventId: event.eventId });
    let afterUnwatch = 0;
    viewerOnB.on(WireEvents.eventParticipants, () => {
      afterUnwatch += 1;
    });
    await post(a, '/api/event/apply', { eventId: event.eventId }, tokens.cleo);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(afterUnwatch).toBe(0);
    expect(strayMessages).toBe(0);
  });
});

describe('a replica that dies', () => {
  const databaseUrl = inject('testDatabaseUrl');

  it.skipIf(databaseUrl === 'pglite')('leaves no ghosts: its users drop out once their presence expires', async () => {
    const { child, url } = await spawnReplica({
      REPLICA_DATABASE_URL: databaseUrl,
      REPLICA_DB_SCHEMA: testDb.db.schema,
      REPLICA_REDIS_URL: redisUrl,
      REPLICA_REDIS_PREFIX: redisPrefix,
      REPLICA_PRESENCE_TTL_MS: String(presenceTtlMs),
    });
    try {
      const watcherOnA = await open(a.url, as('anna'));
      // dan is connected nowhere else, so only the dead replica ever counted him.
      await open(url, as('dan'));
      await eventually(() => Boolean(watcherOnA.online?.includes(users.dan)));

      child.kill('SIGKILL');
      const killedAt = Date.now();
      await eventually(() => watcherOnA.online !== undefined && !watcherOnA.online.includes(users.dan), 10_000);
      // TTL plus at most one heartbeat of the survivor (the production TTL of 30 s keeps this under 60 s).
      expect(Date.now() - killedAt).toBeLessThan(presenceTtlMs + 1500);
      expect(watcherOnA.online).toContain(users.anna);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
