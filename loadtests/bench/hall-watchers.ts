// One process of the hall bench's watchers (forked by hall-bench.ts; one Node process on one core cannot read 10,000
// sockets' worth of broadcasts fast enough, so the watchers are spread over several). It opens its share of Socket.IO
// clients, alternating the two replicas, joins the hall's room with event:watch, and notes for every question and
// vote it hears the first arrival time and the number of arrivals at each socket. At the end the parent sends each
// message's reference times; this process answers with lost / duplicated counts and latency histograms.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io as connectClient, type Socket } from 'socket.io-client';
import { WireEvents, type ClientToServerEvents, type ServerToClientEvents, type WatchAnswer } from '../../services/shared/src/realtime-events.ts';
import { messageKeyOfQuestion, messageKeyOfVote, type WatcherCommand, type WatcherReport, type WatcherSummary } from './hall-protocol.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Wall-clock milliseconds with sub-millisecond resolution, comparable across the bench's processes. */
const nowMs = (): number => performance.timeOrigin + performance.now();

const send = (report: WatcherReport): void => {
  process.send?.(report);
};

interface Arrivals {
  first: Float64Array;
  count: Uint8Array;
}

let sockets: (Client | undefined)[] = [];
let watching: boolean[] = [];
const arrivals = new Map<string, Arrivals>();
let delivered = 0;
/** `delivered` when the measuring began. */
let deliveredBefore = 0;
let disconnects = 0;
const loop = monitorEventLoopDelay({ resolution: 10 });
let cpuAtStart = process.cpuUsage();

function record(key: string, index: number): void {
  const at = nowMs();
  let entry = arrivals.get(key);
  if (!entry) {
    entry = { first: new Float64Array(sockets.length).fill(Number.NaN), count: new Uint8Array(sockets.length) };
    arrivals.set(key, entry);
  }
  delivered++;
  if (entry.count[index]! < 255) entry.count[index]! += 1;
  if (Number.isNaN(entry.first[index]!)) entry.first[index] = at;
}

function connectOne(url: string, identity: { id: string; token: string } | null): Promise<Client> {
  const socket: Client = connectClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 60_000,
    ...(identity ? { query: { userId: identity.id }, auth: { token: identity.token } } : {}),
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

async function start(command: Extract<WatcherCommand, { kind: 'start' }>): Promise<void> {
  const { urls, eventId, identities, concurrency } = command;
  sockets = new Array<Client | undefined>(identities.length);
  watching = new Array<boolean>(identities.length).fill(false);
  let failures = 0;
  let firstError = '';
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, identities.length) }, async () => {
      while (next < identities.length) {
        const index = next++;
        let socket: Client;
        try {
          socket = await connectOne(urls[(command.offset + index) % urls.length]!, identities[index] ?? null);
        } catch (err) {
          failures++;
          firstError ||= String(err);
          continue;
        }
        sockets[index] = socket;
        socket.on('disconnect', () => {
          disconnects++;
          watching[index] = false;
        });
        socket.on(WireEvents.eventQuestion, (payload) => record(messageKeyOfQuestion(payload), index));
        socket.on(WireEvents.eventUpvotes, (payload) => record(messageKeyOfVote(payload), index));
        const answer = await (socket.timeout(60_000).emitWithAck(WireEvents.eventWatch, { eventId }) as Promise<WatchAnswer>).catch((err: unknown) => ({
          ok: false as const,
          code: String(err),
        }));
        if (answer.ok) watching[index] = true;
        else {
          failures++;
          firstError ||= `watch refused: ${answer.code}`;
        }
      }
    }),
  );
  send({ kind: 'ready', connected: sockets.filter(Boolean).length, watching: watching.filter(Boolean).length, failures, firstError });
}

/** Histogram of latencies in whole milliseconds (negative allowed: a lower-bound reference may follow the arrival). */
type Histogram = Record<number, number>;
const add = (h: Histogram, ms: number): void => {
  const bucket = Math.floor(ms);
  h[bucket] = (h[bucket] ?? 0) + 1;
};

function settle(command: Extract<WatcherCommand, { kind: 'settle' }>): WatcherSummary {
  const summary: WatcherSummary = {
    expected: 0,
    received: 0,
    arrivals: delivered - deliveredBefore,
    lost: 0,
    duplicated: 0,
    unknownKeys: [],
    fromCommit: {},
    fromCallStart: {},
    fromAnswer: {},
    fromAskedAt: {},
    watchingAtEnd: watching.filter(Boolean).length,
    disconnects,
    loopDelayP99Ms: loop.percentile(99) / 1e6,
    loopDelayMaxMs: loop.max / 1e6,
    cpuMs: (() => {
      const used = process.cpuUsage(cpuAtStart);
      return (used.user + used.system) / 1000;
    })(),
    rssMb: process.memoryUsage().rss / 1_048_576,
  };
  for (const key of arrivals.keys()) if (!(key in command.refs)) summary.unknownKeys.push(key);
  for (const [key, ref] of Object.entries(command.refs)) {
    const entry = arrivals.get(key);
    for (let i = 0; i < sockets.length; i++) {
      // Every socket that was watching when the sends began is owed every message: a socket that dropped counts its
      // misses as lost.
      if (!command.owed[i]) continue;
      summary.expected++;
      const count = entry?.count[i] ?? 0;
      if (count === 0) {
        summary.lost++;
        continue;
      }
      summary.received++;
      if (count > 1) summary.duplicated += count - 1;
      const at = entry!.first[i]!;
      if (ref.committedAt !== undefined) add(summary.fromCommit, at - ref.committedAt);
      add(summary.fromCallStart, at - ref.callStart);
      add(summary.fromAnswer, at - ref.answered);
      if (ref.askedAt !== undefined) add(summary.fromAskedAt, at - ref.askedAt);
    }
  }
  return summary;
}

process.on('message', (command: WatcherCommand) => {
  if (command.kind === 'start') void start(command);
  else if (command.kind === 'measure') {
    loop.reset();
    loop.enable();
    cpuAtStart = process.cpuUsage();
    deliveredBefore = delivered;
    send({ kind: 'owed', owed: watching.slice() });
  } else if (command.kind === 'progress') send({ kind: 'progress', delivered });
  else if (command.kind === 'settle') {
    loop.disable();
    send({ kind: 'summary', summary: settle(command) });
  } else if (command.kind === 'stop') {
    for (const socket of sockets) socket?.disconnect();
    process.disconnect?.();
    setTimeout(() => process.exit(0), 200).unref();
  }
});
