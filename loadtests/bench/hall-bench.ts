// npm run bench:hall — a full hall (issue 28 target 5): one event watched by BENCH_HALL_WATCHERS (10,000) Socket.IO
// clients spread evenly over two API replicas on real Postgres (DATABASE_URL, a scratch database; skipped without)
// and Redis (REDIS_URL, else 127.0.0.1:6379; a key prefix of the run's own), while BENCH_HALL_STUDENTS (200) students
// ask questions and upvote them over HTTP at BENCH_HALL_RATE (10) writes/s overall for BENCH_HALL_SECONDS (30).
//   Watchers: the students themselves (signed in) and visitors (the event is for everyone), in
//   BENCH_HALL_PROCESSES (4) forked processes (hall-watchers.ts), socket i on replica i % 2. Every watcher joins
//   the event's room with event:watch; each holds two file descriptors here and one in its replica: `ulimit -n`
//   must allow 5,000+ per replica process (this machine: 20,000).
//   Writes: each student in turn; one write in ten (and any write with nothing left to vote on) asks a question, the
//   others upvote one the student has not upvoted yet, the earliest questions the most popular (as in a real hall).
//   Each student talks to one replica (sticky, as behind the gateway), so half the broadcasts cross Redis.
//   → every question (event:question) and vote (event:upvotes) is counted at every socket that was watching when the
//   writes began: lost = owed − received, duplicated = arrivals beyond the first (a vote names its voter, so each
//   arrival names the one write it announces). Latency per delivered message, every process on the machine's clock
//   (performance.timeOrigin + now): from the commit as the server wrote it (events.created_at, the committing
//   transaction's now(): server side, earlier than the commit by the transaction's own length, so an upper bound; the
//   target is judged on it), from the start of the write call (a looser upper bound), from its answer (a lower bound:
//   the API broadcasts after the commit and before it answers), and for questions from the payload's askedAt.
//   Also: CPU time of each replica and of the watcher processes, their event-loop delay, and each replica's RSS
//   (/proc/<pid>/status VmRSS) at the end.
// BENCH_SCALE=smoke: 200 watchers, 10 students, 5 s (CI proves it runs; the verdicts say nothing then).
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { createPgDb } from '../../services/shared/src/db/pg-db.ts';
import { migrate } from '../../services/shared/src/db/migrate.ts';
import { postWithBearer } from './bench-http.ts';
import { questionKey, voteKey, type MessageRef, type WatcherCommand, type WatcherReport, type WatcherSummary } from './hall-protocol.ts';
import { writeHallWorld, type HallStudent } from './hall-world.ts';
import { startApp, type Running } from './processes.ts';
import { createScratchDb, dropRedisPrefix } from './scratch-db.ts';
import { describeGauge, isSmoke, machineGauge, report, verdict } from './verdict.ts';

const smoke = isSmoke();
const WATCHERS = Number(process.env.BENCH_HALL_WATCHERS ?? (smoke ? 200 : 10_000));
const STUDENTS = Math.min(WATCHERS, Number(process.env.BENCH_HALL_STUDENTS ?? (smoke ? 10 : 200)));
const RATE = Number(process.env.BENCH_HALL_RATE ?? (smoke ? 4 : 10));
const SECONDS = Number(process.env.BENCH_HALL_SECONDS ?? (smoke ? 5 : 30));
const PROCESSES = Math.max(1, Number(process.env.BENCH_HALL_PROCESSES ?? (smoke ? 1 : 4)));
const CONNECT_CONCURRENCY = Number(process.env.BENCH_CONNECT_CONCURRENCY ?? 50);
const APP_ENTRY = process.env.BENCH_APP_ENTRY ?? 'services/api/src/main.ts';
const ASK_SHARE = 0.1;
// A starved machine answers late; a write answered late still counts (its latency is judged from the commit).
const CALL_TIMEOUT_MS = 30_000;
const DRAIN_TIMEOUT_MS = 60_000;
const TARGET = { watchers: 10_000, students: 200, p95Ms: 250 };

const nowMs = (): number => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- the watcher processes ------------------------------------------------------------------------------------------

interface Watchers {
  child: ChildProcess;
  next<K extends WatcherReport['kind']>(kind: K): Promise<Extract<WatcherReport, { kind: K }>>;
  tell(command: WatcherCommand): void;
}

function forkWatchers(): Watchers {
  const child = fork(fileURLToPath(new URL('./hall-watchers.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting = new Map<string, { resolve: (report: WatcherReport) => void; reject: (err: Error) => void }>();
  child.on('message', (report: WatcherReport) => {
    const waiter = waiting.get(report.kind);
    waiting.delete(report.kind);
    waiter?.resolve(report);
  });
  child.on('exit', (code) => {
    for (const [kind, waiter] of waiting) waiter.reject(new Error(`watcher process exited (${code}) while waiting for ${kind}`));
    waiting.clear();
  });
  return {
    child,
    next: (kind) => new Promise((resolve, reject) => waiting.set(kind, { resolve: resolve as (report: WatcherReport) => void, reject })),
    tell: (command) => child.send(command),
  };
}

// ---- figures --------------------------------------------------------------------------------------------------------

type Histogram = Record<number, number>;
function merge(into: Histogram, from: Histogram): void {
  for (const [bucket, n] of Object.entries(from)) into[Number(bucket)] = (into[Number(bucket)] ?? 0) + n;
}
function percentiles(h: Histogram): { p50: number; p95: number; p99: number; max: number; n: number } {
  const buckets = Object.keys(h).map(Number).sort((a, b) => a - b);
  const n = buckets.reduce((sum, b) => sum + h[b]!, 0);
  const at = (p: number): number => {
    let seen = 0;
    for (const b of buckets) if ((seen += h[b]!) >= Math.ceil((p / 100) * n)) return b;
    return buckets.at(-1) ?? 0;
  };
  return { p50: at(50), p95: at(95), p99: at(99), max: buckets.at(-1) ?? 0, n };
}
const describe = (h: Histogram): string => {
  const p = percentiles(h);
  return `p50 ${p.p50} ms, p95 ${p.p95} ms, p99 ${p.p99} ms, max ${p.max} ms (${p.n.toLocaleString('en')} deliveries)`;
};

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const rssMb = (pid: number): number => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

// ---- the writes -----------------------------------------------------------------------------------------------------

interface Writer {
  student: HallStudent;
  base: URL;
  voted: Set<string>;
}

interface Writes {
  refs: Record<string, MessageRef>;
  questions: number;
  votes: number;
  failed: Record<string, number>;
  calls: number[];
  seconds: number;
}

async function writeLoad(writers: Writer[], eventId: string): Promise<Writes> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const writes: Writes = { refs: {}, questions: 0, votes: 0, failed: {}, calls: [], seconds: 0 };
  /** Committed questions in asking order: the earliest are the most popular. */
  const asked: string[] = [];
  const fail = (why: string): void => {
    writes.failed[why] = (writes.failed[why] ?? 0) + 1;
  };
  const ask = async (writer: Writer, k: number): Promise<void> => {
    const callStart = nowMs();
    const answer = await postWithBearer(agent, writer.base, '/api/event/post/question', writer.student.token, { eventId, question: `Hall question ${k}: what about ${k % 97}?` }, CALL_TIMEOUT_MS);
    const answered = nowMs();
    if (answer.status !== 200) return fail(`question ${answer.status}`);
    const { newQuestion } = JSON.parse(answer.text) as { newQuestion: { uniqueId: string; askedAt: string } };
    writes.refs[questionKey(newQuestion.uniqueId)] = { callStart, answered, askedAt: Date.parse(newQuestion.askedAt) };
    writes.calls.push(answered - callStart);
    writes.questions++;
    asked.push(newQuestion.uniqueId);
  };
  const upvote = async (writer: Writer, questionId: string): Promise<void> => {
    writer.voted.add(questionId);
    const callStart = nowMs();
    const answer = await postWithBearer(agent, writer.base, '/api/event/upvote', writer.student.token, { eventId, questionId, upvoted: true }, CALL_TIMEOUT_MS);
    const answered = nowMs();
    if (answer.status !== 200) return fail(`upvote ${answer.status}`);
    writes.refs[voteKey(questionId, writer.student.id)] = { callStart, answered };
    writes.calls.push(answered - callStart);
    writes.votes++;
  };
  const act = async (k: number): Promise<void> => {
    const writer = writers[k % writers.length]!;
    const open = asked.filter((q) => !writer.voted.has(q));
    if (open.length === 0 || Math.random() < ASK_SHARE) return ask(writer, k);
    // Popularity falls with asking order: index ~ n·r², so the first questions gather most votes.
    return upvote(writer, open[Math.floor(open.length * Math.random() ** 2)]!);
  };
  const total = Math.round(RATE * SECONDS);
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let k = 0; k < total; ) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * RATE) + 1);
    while (k < due) pending.push(act(k++));
    await sleep(5);
  }
  await Promise.all(pending);
  writes.seconds = (performance.now() - start) / 1000;
  agent.destroy();
  return writes;
}

/**
 * Each question's and vote's commit time as the server wrote it: events.created_at is the committing transaction's
 * now() (its start, a few ms before the commit), on the same clock as the bench's processes.
 */
async function addCommitTimes(databaseUrl: string, eventId: string, refs: Record<string, MessageRef>): Promise<void> {
  const db = createPgDb({ connectionString: databaseUrl });
  try {
    const facts = await db.query<{ type: string; question_id: string; user_id: string | null; at: string }>(
      `SELECT type, data->>'questionId' AS question_id, data->>'userId' AS user_id, (extract(epoch FROM created_at) * 1000)::float8::text AS at
       FROM events WHERE type IN ('QuestionAdded', 'QuestionUpvoted') AND data->>'eventId' = $1`,
      [eventId],
    );
    for (const fact of facts.rows) {
      const key = fact.type === 'QuestionAdded' ? questionKey(fact.question_id) : voteKey(fact.question_id, fact.user_id ?? '');
      const ref = refs[key];
      if (ref) ref.committedAt = Number(fact.at);
    }
  } finally {
    await db.close();
  }
}

// ---- the run --------------------------------------------------------------------------------------------------------

async function run(databaseUrl: string, redisUrl: string): Promise<void> {
  const gauge = await machineGauge();
  const scratch = await createScratchDb(databaseUrl);
  const redisPrefix = `fthall${process.pid}:`;
  const replicas: Running[] = [];
  const watchers: Watchers[] = [];
  try {
    const db = createPgDb({ connectionString: scratch.url });
    let world;
    try {
      await migrate(db);
      world = await writeHallWorld(db, STUDENTS);
    } finally {
      await db.close();
    }
    const env = { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix, IDENTITY_SECRET: process.env.IDENTITY_SECRET ?? randomBytes(32).toString('hex') };
    for (let i = 0; i < 2; i++) replicas.push(await startApp({ entry: APP_ENTRY, databaseUrl: scratch.url, readyTimeoutMs: 120_000, seedDemo: false, env }));
    const urls = replicas.map((r) => r.url);

    // Watchers: the students first (signed in), then visitors; process p holds the p-th contiguous share.
    const identities = Array.from({ length: WATCHERS }, (_, i) => (i < STUDENTS ? { id: world.students[i]!.id, token: world.students[i]!.token } : null));
    const share = Math.ceil(WATCHERS / PROCESSES);
    console.error(`[hall] ${WATCHERS} watchers over ${PROCESSES} processes, ${CONNECT_CONCURRENCY} connects at a time each …`);
    const connectStart = performance.now();
    const ready = await Promise.all(
      Array.from({ length: PROCESSES }, (_, p) => {
        const w = forkWatchers();
        watchers.push(w);
        const answer = w.next('ready');
        w.tell({ kind: 'start', urls, eventId: world.eventId, identities: identities.slice(p * share, (p + 1) * share), offset: p * share, concurrency: CONNECT_CONCURRENCY });
        return answer;
      }),
    );
    const connectSeconds = (performance.now() - connectStart) / 1000;
    const connected = ready.reduce((sum, r) => sum + r.connected, 0);
    const watching = ready.reduce((sum, r) => sum + r.watching, 0);
    const firstError = ready.find((r) => r.firstError)?.firstError;
    console.error(`[hall] ${watching} of ${WATCHERS} watching after ${connectSeconds.toFixed(1)} s${firstError ? ` (first failure: ${firstError})` : ''}; writing …`);
    // The students' connects set off online lists; let that pass before measuring.
    await sleep(2_000);

    const owed = await Promise.all(watchers.map(async (w) => {
      const answer = w.next('owed');
      w.tell({ kind: 'measure' });
      return (await answer).owed;
    }));
    const cpuBefore = replicas.map((r) => cpuSeconds(r.pid));
    const writers: Writer[] = world.students.map((student, i) => ({ student, base: new URL(urls[i % 2]!), voted: new Set() }));
    const writes = await writeLoad(writers, world.eventId);

    // Wait for every owed arrival (or DRAIN_TIMEOUT_MS), then a second longer for late duplicates.
    const owedSockets = owed.reduce((sum, o) => sum + o.filter(Boolean).length, 0);
    const messages = Object.keys(writes.refs).length;
    const expected = owedSockets * messages;
    const drainStart = performance.now();
    // Arrivals of writes whose answer never came (counted as unknown) add to the total: done once it reaches the
    // owed count and stops growing.
    for (let last = -1; ; ) {
      const delivered = (await Promise.all(watchers.map(async (w) => {
        const answer = w.next('progress');
        w.tell({ kind: 'progress' });
        return (await answer).delivered;
      }))).reduce((a, b) => a + b, 0);
      if ((delivered >= expected && delivered === last) || performance.now() - drainStart > DRAIN_TIMEOUT_MS) break;
      last = delivered;
      await sleep(200);
    }
    const drainSeconds = (performance.now() - drainStart) / 1000;
    await sleep(1_000);
    const replicaCpu = replicas.map((r, i) => cpuSeconds(r.pid) - cpuBefore[i]!);
    const replicaRss = replicas.map((r) => rssMb(r.pid));
    await addCommitTimes(scratch.url, world.eventId, writes.refs);

    const summaries: WatcherSummary[] = await Promise.all(watchers.map(async (w, p) => {
      const answer = w.next('summary');
      w.tell({ kind: 'settle', refs: writes.refs, owed: owed[p]! });
      return (await answer).summary;
    }));
    const total = { expected: 0, received: 0, arrivals: 0, lost: 0, duplicated: 0, watchingAtEnd: 0, disconnects: 0, cpuMs: 0 };
    const fromCommit: Histogram = {};
    const fromCallStart: Histogram = {};
    const fromAnswer: Histogram = {};
    const fromAskedAt: Histogram = {};
    // Every process hears every message: an unanswered write is one unknown key, however many processes heard it.
    const unknown = new Set(summaries.flatMap((s) => s.unknownKeys)).size;
    for (const s of summaries) {
      for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += s[key];
      merge(fromCommit, s.fromCommit);
      merge(fromCallStart, s.fromCallStart);
      merge(fromAnswer, s.fromAnswer);
      merge(fromAskedAt, s.fromAskedAt);
    }
    const notSent = Object.values(writes.failed).reduce((a, b) => a + b, 0);
    const calls = [...writes.calls].sort((a, b) => a - b);
    const callP95 = calls[Math.min(calls.length - 1, Math.floor(calls.length * 0.95))] ?? 0;
    const p95 = percentiles(fromCommit).p95;

    console.log(`\nA full hall: one event, ${WATCHERS.toLocaleString('en')} watchers over two API replicas (Postgres + Redis adapter), ${STUDENTS} students writing`);
    console.log(`  ${describeGauge(gauge)}`);
    console.log(`  watchers: ${connected} connected, ${watching} watching in ${connectSeconds.toFixed(1)} s (${PROCESSES} processes); ${owedSockets} owed every message, ${total.watchingAtEnd} still watching at the end, ${total.disconnects} disconnects`);
    console.log(`  writes: ${writes.questions} questions + ${writes.votes} votes in ${writes.seconds.toFixed(1)} s (offered ${RATE}/s), call p95 ${callP95.toFixed(1)} ms, not sent ${notSent}${notSent > 0 ? ` ${JSON.stringify(writes.failed)}` : ''}`);
    console.log(`  deliveries: ${total.received.toLocaleString('en')} of ${total.expected.toLocaleString('en')} owed, all in ${drainSeconds.toFixed(1)} s after the last answer → ${(total.received / (writes.seconds + drainSeconds)).toFixed(0)} arrivals/s`);
    console.log(`  latency from the commit (its transaction's now(), judged):   ${describe(fromCommit)}`);
    console.log(`  latency from the write call's start (upper bound):         ${describe(fromCallStart)}`);
    console.log(`  latency from the write call's answer (lower bound):        ${describe(fromAnswer)}`);
    console.log(`  questions, from the payload's askedAt (server clock, ms):  ${describe(fromAskedAt)}`);
    console.log(`  lost ${total.lost}, duplicated ${total.duplicated}, unknown messages ${unknown}`);
    const perDeliveryUs = (1e6 * (replicaCpu[0]! + replicaCpu[1]!)) / Math.max(1, total.arrivals);
    console.log(`  CPU while writing and draining: replicas ${replicaCpu.map((s) => `${s.toFixed(1)} s`).join(' + ')} (${perDeliveryUs.toFixed(1)} µs per socket arrival, writes included; ${total.arrivals.toLocaleString('en')} arrivals), watcher processes ${(total.cpuMs / 1000).toFixed(1)} s; watcher event loop p99 ${Math.max(...summaries.map((s) => s.loopDelayP99Ms)).toFixed(0)} ms, max ${Math.max(...summaries.map((s) => s.loopDelayMaxMs)).toFixed(0)} ms`);
    console.log(`  RSS at the end: replica 1 ${replicaRss[0]!.toFixed(0)} MB, replica 2 ${replicaRss[1]!.toFixed(0)} MB (each holding ~${Math.round(WATCHERS / 2).toLocaleString('en')} sockets); watcher processes ${summaries.map((s) => s.rssMb.toFixed(0)).join(' / ')} MB`);
    verdict('hall', `${TARGET.watchers.toLocaleString('en')} watching sockets`, watching, 'at least', TARGET.watchers, `${watching.toLocaleString('en')} watching`);
    verdict('hall', `${TARGET.students} students asking and upvoting`, STUDENTS, 'at least', TARGET.students, `${STUDENTS} students, ${writes.questions + writes.votes} writes, ${notSent} not sent`);
    verdict('hall', `commit → socket p95 ≤ ${TARGET.p95Ms} ms`, p95, 'at most', TARGET.p95Ms, `p95 ${p95} ms from the committing transaction (${percentiles(fromCallStart).p95} ms from the write call's start, ${percentiles(fromAnswer).p95} ms from its answer)`);
    report({
      bench: 'hall',
      target: 'every question and vote at every watcher, none twice',
      figure: `lost ${total.lost}, duplicated ${total.duplicated}, unknown ${unknown} of ${total.expected.toLocaleString('en')} owed; ${notSent} writes not sent`,
      holds: total.lost + total.duplicated + unknown + notSent === 0 && total.expected > 0,
      smoke,
    });
  } finally {
    await Promise.all(
      watchers.map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.child.exitCode !== null) return resolve();
            const force = setTimeout(() => w.child.kill('SIGKILL'), 5_000);
            w.child.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            w.tell({ kind: 'stop' });
          }),
      ),
    );
    await Promise.all(replicas.map((r) => r.stop()));
    await scratch.drop();
    await dropRedisPrefix(redisUrl, redisPrefix);
  }
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log('bench:hall needs DATABASE_URL (a Postgres server; a scratch database is created and dropped) and Redis (REDIS_URL, else 127.0.0.1:6379) — skipped.');
} else {
  await run(databaseUrl, process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
}
