import { randomUUID } from 'node:crypto';
import { WireEvents, type ClientToServerEvents, type LiveChatMessage, type ServerToClientEvents } from '@fast-track/shared/realtime-events';
import type { TestDb } from '@fast-track/shared/testing/test-db';
import { Redis } from 'ioredis';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostKindsWorld, type HostKindsWorld } from '../host-areas/testing/host-kinds-world.ts';
import { startReplica, type Replica } from '../realtime/testing/replica.ts';
import { createCompany, createTestAdmin, registerEmployer, signInAdmin, workAddress, type Registered } from '../testing/audiences.ts';
import { bearer, type StudentApi } from '../testing/student-api.ts';
import { setUpStudentApi } from '../testing/student-api-suite.ts';

// Messages through two API replicas sharing Postgres and Redis, to real Socket.IO clients connected to either:
// every message arrives once at every socket of both parties, in the conversation's order, even when the client
// sends each message twice (once to each replica, at the same time) as an at-least-once client does after a timeout.

const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const redisPrefix = `ft-test-msg-${randomUUID().slice(0, 8)}:`;
type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

let testDb: TestDb;
let api: StudentApi;
let w: HostKindsWorld;
let employer: Registered;
let companyId: string;
let a: Replica;
let b: Replica;
const clients: Client[] = [];
setUpStudentApi((started) => ({ testDb, api } = started), { adminLoginPath: '/ops-door-msg-replicas-2' });

beforeAll(async () => {
  w = await hostKindsWorld(testDb.db, api);
  employer = await registerEmployer(api, workAddress('rhea'));
  companyId = await createCompany(api, employer.token, { name: 'Replica Capital', website: 'https://replica.example.com', industry: 'Investment banking', size: '51-200', country: 'United Kingdom' });
  const admin = await signInAdmin(api, await createTestAdmin(testDb.db, api));
  await api.post(`/api/admin/organisations/${companyId}/approve`, {}, bearer(admin));
  await api.post('/api/student/messaging-settings', { whoMayStart: 'approved_employers' }, bearer(w.uclStudent.token));
  const options = { redisUrl, redisPrefix, presenceTtlMs: 3000, heartbeatMs: 1000, broadcastIntervalMs: 100 };
  [a, b] = await Promise.all([startReplica(testDb.db, options), startReplica(testDb.db, options)]);
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await Promise.all([a?.close(), b?.close()]);
  const redis = new Redis(redisUrl);
  const left = await redis.keys(`${redisPrefix}*`);
  if (left.length > 0) await redis.del(...left);
  await redis.quit();
});

function connect(url: string, who: Registered): Promise<Client> {
  const socket: Client = connectClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    query: { userId: who.uniqueId },
    auth: { token: who.token },
  });
  clients.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const post = (url: string, path: string, token: string, body: unknown) =>
  fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(token) }, body: JSON.stringify(body) });

async function eventually(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('messaging across two replicas', () => {
  it('delivers every message once to every socket, in order, despite each send arriving twice', async () => {
    const opened = await post(a.url, `/api/organisations/${companyId}/messages/conversations`, employer.token, { to: { type: 'student', id: w.uclStudent.uniqueId } });
    expect(opened.status).toBe(201);
    const { conversation } = (await opened.json()) as { conversation: { conversationId: string } };
    const cid = conversation.conversationId;

    // The employer on replica A, the student in two tabs (one per replica).
    const sockets = { employer: await connect(a.url, employer), studentA: await connect(a.url, w.uclStudent), studentB: await connect(b.url, w.uclStudent) };
    const received: Record<keyof typeof sockets, LiveChatMessage[]> = { employer: [], studentA: [], studentB: [] };
    for (const [name, socket] of Object.entries(sockets) as [keyof typeof sockets, Client][]) {
      socket.on(WireEvents.chatMessage, (payload) => {
        if (payload.conversationId === cid) received[name].push(payload.message);
      });
    }

    const total = 40;
    const sends = Array.from({ length: total }, (_, i) => {
      const fromEmployer = i % 2 === 0;
      const base = fromEmployer ? `/api/organisations/${companyId}/messages/conversations/${cid}/messages` : `/api/messages/conversations/${cid}/messages`;
      const token = fromEmployer ? employer.token : w.uclStudent.token;
      const body = { clientMessageId: randomUUID(), text: `message ${i}` };
      // The same message to both replicas at once: one of them writes it, the other answers with it.
      return Promise.all([post(a.url, base, token, body), post(b.url, base, token, body)]).then(async (answers) => {
        const [x, y] = (await Promise.all(answers.map((r) => r.json()))) as { message: { messageId: string } }[];
        expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
        expect(x!.message.messageId).toBe(y!.message.messageId);
      });
    });
    await Promise.all(sends);

    await eventually(() => Object.values(received).every((list) => list.length >= total));
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const [name, list] of Object.entries(received)) {
      expect(list.length, `${name} got duplicates`).toBe(total);
      expect(new Set(list.map((m) => m.messageId)).size, name).toBe(total);
      expect(new Set(list.map((m) => m.text)).size, name).toBe(total);
      expect(list.map((m) => m.seq).sort((p, q) => p - q), name).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    }
    // The history is the same, once each, in order.
    const history = (await (await fetch(`${b.url}/api/messages/conversations/${cid}/messages?limit=100`, { headers: bearer(w.uclStudent.token) })).json()) as {
      messages: { seq: number; text: string }[];
    };
    expect(history.messages.map((m) => m.seq)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(new Set(history.messages.map((m) => m.text)).size).toBe(total);

    // Typing on replica A reaches the student's tab on replica B, not the typist.
    const typed: string[] = [];
    sockets.studentB.on(WireEvents.chatTyping, (payload) => typed.push(payload.side));
    let echoed = false;
    sockets.employer.on(WireEvents.chatTyping, () => (echoed = true));
    sockets.employer.emit(WireEvents.chatTyping, { conversationId: cid });
    await eventually(() => typed.length > 0);
    expect(typed).toEqual(['a']);
    expect(echoed).toBe(false);
    // A stranger's typing in someone else's conversation goes nowhere.
    const stranger = await connect(b.url, w.oxfordStudent);
    stranger.emit(WireEvents.chatTyping, { conversationId: cid });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(typed).toEqual(['a']);

    // Read receipts reach the other side live.
    const reads: number[] = [];
    sockets.employer.on(WireEvents.chatRead, (payload) => reads.push(payload.upToSeq));
    expect((await post(b.url, `/api/messages/conversations/${cid}/read`, w.uclStudent.token, { upToSeq: total })).status).toBe(204);
    await eventually(() => reads.includes(total));
  });
});
