// npm run bench:messaging (part of npm run bench) — live messages across two API replicas on real Postgres
// (DATABASE_URL; skipped without) and Redis (REDIS_URL, else 127.0.0.1:6379): the Socket.IO Redis adapter carries every
// message to the replica its recipient is connected to.
//   BENCH_CLIENTS (2,000) socket clients: half employers (each the one member of an approved company), half students,
//   written straight into a scratch database (messaging-world.ts); pair i talks in one conversation, opened through the
//   API. The employer of a pair connects to one replica, the student to the other, so every delivery to the other
//   party crosses Redis. Each client then sends BENCH_MESSAGES_PER_CLIENT (3) messages through its replica's HTTP call,
//   offered at BENCH_MESSAGE_RATE (200) messages/s overall (open loop, spread evenly: every client writes about once
//   in 10 s); a call that fails or times out is sent again with the same clientMessageId, as the web client does.
//   → the client count reached, messages/s, and delivery latency from the start of the send call to the arrival of
//   chat:message at each recipient socket (the other party's, and the sender's own echo): p50/p95/p99/max. Every
//   message is counted at every socket of both parties: the run exits 1 when one is missing (lost), arrives twice
//   (duplicated), lands on a socket outside its conversation, or could not be sent at all.
// Target (issue 14): 2,000 connected clients, delivery p95 ≤ 200 ms, nothing lost or duplicated.
// BENCH_SCALE=smoke: 100 clients, one message each, to prove the bench runs.
import http from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io as connectClient, type Socket } from 'socket.io-client';
import { WireEvents, type ClientToServerEvents, type ServerToClientEvents } from '../../services/shared/src/realtime-events.ts';
import { createPgDb } from '../../services/shared/src/db/pg-db.ts';
import { migrate } from '../../services/shared/src/db/migrate.ts';
import { startApp, type Running } from './processes.ts';
import { createScratchDb, dropRedisPrefix } from './scratch-db.ts';
import { writeMessagingWorld, type BenchPair } from './messaging-world.ts';
import { postWithBearer, type BenchAnswer } from './bench-http.ts';
import { isSmoke, report, verdict } from './verdict.ts';

const BENCH = 'messaging';
const CLIENTS = Math.max(2, 2 * Math.floor(Number(process.env.BENCH_CLIENTS ?? (isSmoke() ? 100 : 2_000)) / 2));
const PER_CLIENT = Number(process.env.BENCH_MESSAGES_PER_CLIENT ?? (isSmoke() ? 1 : 3));
const RATE = Number(process.env.BENCH_MESSAGE_RATE ?? 200);
const CONNECT_CONCURRENCY = Number(process.env.BENCH_CONNECT_CONCURRENCY ?? 50);
const APP_ENTRY = process.env.BENCH_APP_ENTRY ?? 'services/api/src/main.ts';
const SEND_TIMEOUT_MS = 10_000;
const SEND_TRIES = 3;

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
type Role = 'employer' | 'student';

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

const post = (base: URL, path: string, token: string, body: unknown): Promise<BenchAnswer> =>
  postWithBearer(agent, base, path, token, body, SEND_TIMEOUT_MS);

const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (values: number[]): string => {
  const s = [...values].sort((a, b) => a - b);
  return `p50 ${pct(s, 50).toFixed(1)} ms, p95 ${pct(s, 95).toFixed(1)} ms, p99 ${pct(s, 99).toFixed(1)} ms, max ${(s.at(-1) ?? 0).toFixed(1)} ms (${s.length} deliveries)`;
};

async function inBatches<T>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

interface Sent {
  conversationId: string;
  from: Role;
  pair: number;
  startedAt: number;
  /** Arrivals per role's socket. */
  arrived: Record<Role, number>;
}

interface Figures {
  recipient: number[];
  echo: number[];
  /** The send call itself: until its 201 (the commit), before the fan-out. */
  calls: number[];
  misdelivered: number;
  outOfOrder: number;
  unknown: number;
  disconnects: number;
}

function connect(url: string, accountId: string, token: string): Promise<Client> {
  const socket: Client = connectClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 30_000,
    query: { userId: accountId },
    auth: { token },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

async function run(databaseUrl: string, redisUrl: string): Promise<number> {
  const pairs = CLIENTS / 2;
  const scratch = await createScratchDb(databaseUrl);
  const redisPrefix = `ftbench${process.pid}:`;
  const replicas: Running[] = [];
  const sockets: Client[] = [];
  try {
    let world: BenchPair[];
    const db = createPgDb({ connectionString: scratch.url });
    try {
      await migrate(db);
      console.error(`[messaging] writing ${pairs} approved companies with an employer each and ${pairs} students …`);
      const began = performance.now();
      world = await writeMessagingWorld(db, pairs);
      console.error(`[messaging] ${CLIENTS} accounts with sessions written in ${((performance.now() - began) / 1000).toFixed(1)} s`);
    } finally {
      await db.close();
    }

    // Two replicas of the real API in distributed mode (one Redis, one prefix, one identity key), one after the other.
    const env = { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix, IDENTITY_SECRET: process.env.IDENTITY_SECRET ?? randomBytes(32).toString('hex') };
    for (let i = 0; i < 2; i++) replicas.push(await startApp({ entry: APP_ENTRY, databaseUrl: scratch.url, readyTimeoutMs: 120_000, seedDemo: false, env }));
    const bases = replicas.map((r) => new URL(r.url));
    const home = (pair: number, role: Role): number => (pair % 2 === 0) === (role === 'employer') ? 0 : 1;

    // One conversation per pair, opened by the employer through the API.
    const conversations: string[] = new Array<string>(pairs);
    const refusedOpens: Record<string, number> = {};
    await inBatches(world, 20, async (p, i) => {
      const opened = await post(bases[home(i, 'employer')]!, `/api/organisations/${p.companyId}/messages/conversations`, p.employer.token, { to: { type: 'student', id: p.student.id } });
      if (opened.status !== 201 && opened.status !== 200) {
        refusedOpens[opened.status] = (refusedOpens[opened.status] ?? 0) + 1;
        return;
      }
      conversations[i] = (JSON.parse(opened.text) as { conversation: { conversationId: string } }).conversation.conversationId;
    });
    if (Object.keys(refusedOpens).length > 0) throw new Error(`opening conversations failed: ${JSON.stringify(refusedOpens)}`);

    // The clients, every message they receive counted by clientMessageId.
    const sent = new Map<string, Sent>();
    const figures: Figures = { recipient: [], echo: [], calls: [], misdelivered: 0, outOfOrder: 0, unknown: 0, disconnects: 0 };
    const connected: Record<Role, boolean[]> = { employer: new Array<boolean>(pairs).fill(false), student: new Array<boolean>(pairs).fill(false) };
    let connectFailures = 0;
    let lastOnlineList = performance.now();
    let onlineLists = 0;
    let firstConnectError = '';
    const jobs = world.flatMap((p, i) => [
      { pair: i, role: 'employer' as const, id: p.employer.id, token: p.employer.token },
      { pair: i, role: 'student' as const, id: p.student.id, token: p.student.token },
    ]);
    console.error(`[messaging] connecting ${CLIENTS} socket clients, ${CONNECT_CONCURRENCY} at a time …`);
    const connectStart = performance.now();
    await inBatches(jobs, CONNECT_CONCURRENCY, async (job) => {
      let socket: Client;
      try {
        socket = await connect(replicas[home(job.pair, job.role)]!.url, job.id, job.token);
      } catch (err) {
        connectFailures++;
        firstConnectError ||= String(err);
        return;
      }
      sockets.push(socket);
      connected[job.role][job.pair] = true;
      const lastSeq = new Map<string, number>();
      socket.on(WireEvents.getOnlineUsers, () => {
        lastOnlineList = performance.now();
        onlineLists++;
      });
      socket.on('disconnect', () => {
        figures.disconnects++;
        connected[job.role][job.pair] = false;
      });
      socket.on(WireEvents.chatMessage, ({ conversationId, message }) => {
        const at = performance.now();
        const entry = sent.get(message.clientMessageId);
        if (!entry) {
          figures.unknown++;
          return;
        }
        if (entry.pair !== job.pair || entry.conversationId !== conversationId) {
          figures.misdelivered++;
          return;
        }
        entry.arrived[job.role]++;
        (job.role === entry.from ? figures.echo : figures.recipient).push(at - entry.startedAt);
        if (message.seq <= (lastSeq.get(conversationId) ?? 0)) figures.outOfOrder++;
        lastSeq.set(conversationId, Math.max(message.seq, lastSeq.get(conversationId) ?? 0));
      });
    });
    const connectSeconds = (performance.now() - connectStart) / 1000;
    const reached = sockets.length;
    console.error(`[messaging] ${reached} of ${CLIENTS} connected in ${connectSeconds.toFixed(1)} s${connectFailures > 0 ? ` (${connectFailures} refused, first: ${firstConnectError})` : ''}; settling …`);
    // Connects change the online list, which every socket is sent (coalesced, at most one per 500 ms): let that wave
    // pass (a second without a list, at most 120 s) before measuring.
    const settleStart = performance.now();
    while (performance.now() - lastOnlineList < 1_000 && performance.now() - settleStart < 120_000) await sleep(100);
    const settleSeconds = (performance.now() - settleStart) / 1000;

    // The sends: round r, client c, at an even pace; each call to the sender's own replica.
    const total = CLIENTS * PER_CLIENT;
    const failed: Record<string, number> = {};
    let retried = 0;
    let okSends = 0;
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const sendOne = async (k: number): Promise<void> => {
      const client = jobs[k % CLIENTS]!;
      const pair = world[client.pair]!;
      const conversationId = conversations[client.pair]!;
      const clientMessageId = randomUUID();
      const path = client.role === 'employer'
        ? `/api/organisations/${pair.companyId}/messages/conversations/${conversationId}/messages`
        : `/api/messages/conversations/${conversationId}/messages`;
      sent.set(clientMessageId, { conversationId, from: client.role, pair: client.pair, startedAt: performance.now(), arrived: { employer: 0, student: 0 } });
      for (let attempt = 1; attempt <= SEND_TRIES; attempt++) {
        const answer = await post(bases[home(client.pair, client.role)]!, path, client.token, { clientMessageId, text: `bench ${k} from ${client.role} ${client.pair}` });
        if (answer.status === 201 || answer.status === 200) {
          figures.calls.push(performance.now() - sent.get(clientMessageId)!.startedAt);
          okSends++;
          return;
        }
        if (answer.status !== 0 && answer.status < 500) {
          failed[answer.status] = (failed[answer.status] ?? 0) + 1;
          sent.delete(clientMessageId);
          return;
        }
        if (attempt < SEND_TRIES) retried++;
      }
      failed['no answer'] = (failed['no answer'] ?? 0) + 1;
    };
    console.error(`[messaging] ${total} messages (${PER_CLIENT} per client) offered at ${RATE}/s …`);
    const sendStart = performance.now();
    const pending: Promise<void>[] = [];
    for (let k = 0; k < total; ) {
      const due = Math.min(total, Math.floor(((performance.now() - sendStart) / 1000) * RATE) + 1);
      while (k < due) pending.push(sendOne(k++));
      await sleep(5);
    }
    await Promise.all(pending);
    const sendSeconds = (performance.now() - sendStart) / 1000;
    loop.disable();

    // Wait for every expected arrival (or 15 s), then a little longer to catch late duplicates.
    const expectedOf = (entry: Sent): Record<Role, number> => ({ employer: connected.employer[entry.pair] ? 1 : 0, student: connected.student[entry.pair] ? 1 : 0 });
    const complete = () => [...sent.values()].every((e) => e.arrived.employer >= expectedOf(e).employer && e.arrived.student >= expectedOf(e).student);
    for (const deadline = performance.now() + 15_000; performance.now() < deadline && !complete(); ) await sleep(50);
    const drainSeconds = (performance.now() - sendStart) / 1000;
    await sleep(1_000);

    let lost = 0;
    let duplicated = 0;
    let delivered = 0;
    for (const entry of sent.values()) {
      const expected = expectedOf(entry);
      for (const role of ['employer', 'student'] as const) {
        delivered += entry.arrived[role];
        if (entry.arrived[role] < expected[role]) lost += expected[role] - entry.arrived[role];
        if (entry.arrived[role] > 1) duplicated += entry.arrived[role] - 1;
      }
    }
    const notSent = Object.values(failed).reduce((a, b) => a + b, 0);
    const stillConnected = connected.employer.filter(Boolean).length + connected.student.filter(Boolean).length;

    console.log(`\nMessaging across two API replicas (Postgres + Redis adapter), ${CLIENTS} socket clients in ${pairs} conversations`);
    console.log(`  clients connected: ${reached} of ${CLIENTS} in ${connectSeconds.toFixed(1)} s (${stillConnected} still connected at the end, ${figures.disconnects} disconnects); ${onlineLists} online lists received, quiet ${settleSeconds.toFixed(1)} s after the last connect`);
    console.log(`  sent ${okSends} of ${total} in ${sendSeconds.toFixed(1)} s → ${(okSends / sendSeconds).toFixed(0)} messages/s (offered ${RATE}/s; ${retried} resends)`);
    console.log(`  delivered ${delivered} socket arrivals, all in by ${drainSeconds.toFixed(1)} s → ${(delivered / drainSeconds).toFixed(0)} arrivals/s`);
    console.log(`  the send call (until its answer):              ${fmt(figures.calls).replace('deliveries', 'calls')}`);
    console.log(`  delivery to the other party (across replicas): ${fmt(figures.recipient)}`);
    console.log(`  delivery to the sender's own socket (echo):    ${fmt(figures.echo)}`);
    console.log(`  lost ${lost}, duplicated ${duplicated}, on a wrong socket ${figures.misdelivered}, unknown ${figures.unknown}, arrived after a later seq ${figures.outOfOrder} (concurrent sends in one conversation; the client orders by seq), not sent ${notSent}${notSent > 0 ? ` ${JSON.stringify(failed)}` : ''}`);
    console.log(`  the bench's own event loop while sending: delay p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms (clients and load generator share the 2 cores with the replicas, Postgres and Redis)`);
    verdict(BENCH, 'socket clients connected (two replicas)', reached, 'at least', 2_000, `${reached} of ${CLIENTS} (goal ≥ 2,000)`);
    const recipientP95 = pct([...figures.recipient].sort((a, b) => a - b), 95);
    verdict(BENCH, 'message delivery p95 across replicas', recipientP95, 'at most', 200, `p95 ${recipientP95.toFixed(1)} ms at ${RATE} messages/s offered (goal ≤ 200 ms)`);
    const wrong = lost + duplicated + figures.misdelivered + notSent;
    report({ bench: BENCH, target: 'nothing lost, duplicated, misdelivered or unsent', figure: `lost ${lost}, duplicated ${duplicated}, misdelivered ${figures.misdelivered}, not sent ${notSent}`, holds: wrong === 0, smoke: isSmoke() });
    // A lost or duplicated message is a defect, not a slow figure: the run fails for it as it always did.
    return wrong > 0 ? 1 : 0;
  } finally {
    for (const socket of sockets) socket.disconnect();
    agent.destroy();
    await Promise.all(replicas.map((r) => r.stop()));
    await scratch.drop();
    await dropRedisPrefix(redisUrl, redisPrefix);
  }
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log('bench:messaging needs DATABASE_URL (a Postgres server; a scratch database is created and dropped) and Redis (REDIS_URL, else 127.0.0.1:6379) — skipped.');
  report({ bench: BENCH, target: 'live messages across two replicas', figure: 'not measured: set DATABASE_URL', holds: false, smoke: isSmoke() });
} else {
  process.exitCode = await run(databaseUrl, process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
}
