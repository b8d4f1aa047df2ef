// npm run bench:memory — issue 28 target 6, memory and start:
//   (a) the embedded server (PGlite) on a fresh data folder: RSS after its first start (migrations + demo seed); the
//       write bench's world written into the same folder; a restart through `npm start`'s own path (the SPA's
//       build-if-changed check, then the API workspace's start) timed to /readyz; BENCH_STUDENTS (50) students on the
//       hot event for BENCH_WRITE_DURATION (20) s; RSS after;
//   (b) one API replica on Postgres + Redis (scratch database, own Redis prefix; needs DATABASE_URL and REDIS_URL):
//       the same load, RSS after.
// RSS is VmRSS of the server process (VmHWM, its peak, printed beside). Targets: ≤ 400 MB embedded after the first
// start and after the write load, ≤ 150 MB per replica after the write load, `npm start` ready in ≤ 5 s.
// BENCH_SCALE=smoke: a small world and a few seconds of load, to prove the bench runs. BENCH_APP_ENTRY: a built entry
// (services/dist/api/main.js) for the first start and the replica; the restart always goes through `npm start`.
// BENCH_MEMORY_PART=embedded or replica runs one half.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { createPgDb } from '../../services/shared/src/db/pg-db.ts';
import { createPgliteDb } from '../../services/shared/src/db/pglite-db.ts';
import { migrate } from '../../services/shared/src/db/migrate.ts';
import type { Db } from '../../services/shared/src/db/db.ts';
import { freePort, newDataRoot, pgliteDirOf, startApp } from './processes.ts';
import { createScratchDb } from './scratch-db.ts';
import { describeGauge, isSmoke, machineGauge, report, verdict } from './verdict.ts';
import { actorsFor, saturate, summarise } from './write-load.ts';
import { writeWorld, type BenchWorld } from './write-world.ts';
import { buildServicesIfChanged } from '../../services/build/build-services.mjs';

const BENCH = 'memory';
const smoke = isSmoke();
const HISTORY = Number(process.env.BENCH_HISTORY ?? (smoke ? 2_000 : 20_000));
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? (smoke ? 10 : 50));
const DURATION_S = Number(process.env.BENCH_WRITE_DURATION ?? (smoke ? 1 : 20));
/** What startApp runs for the first start and the replica: the built entry, as `npm start` and the image run it (BENCH_APP_ENTRY=services/api/src/main.ts: the sources through tsx). */
const APP_ENTRY = process.env.BENCH_APP_ENTRY ?? 'services/dist/api/main.js';
/** The replica as its image runs it: the Dockerfile's runtime stage sets this NODE_OPTIONS (a 4 MB young generation). */
const IMAGE_NODE_OPTIONS = '--max-semi-space-size=4';
/** BENCH_MEMORY_PART=embedded or replica: one half only. */
const PART = process.env.BENCH_MEMORY_PART ?? 'both';
const EMBEDDED_LIMIT_MB = 400;
const REPLICA_LIMIT_MB = 150;
const RESTART_LIMIT_S = 5;
const root = new URL('../..', import.meta.url).pathname;

interface Memory {
  rssMb: number;
  hwmMb: number;
}

/** VmRSS and VmHWM of a process, in MB. */
function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string): number => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
}

/**
 * CPU seconds a process has used (user + system, all its threads), from /proc/<pid>/stat in clock ticks (100 a
 * second on Linux): what a start costs whatever else runs on the cores, printed beside the wall time.
 */
function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After "pid (comm) ": state is field 0 here, utime field 11, stime field 12.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const describe = (m: Memory): string => `${m.rssMb.toFixed(0)} MB RSS (peak ${m.hwmMb.toFixed(0)} MB)`;

/** A settled figure: the server's background work after readiness (PGlite's post-initdb collections) has had its turn. */
async function settledMemory(pid: number): Promise<Memory> {
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return memoryOf(pid);
}

async function load(world: BenchWorld, url: string, label: string): Promise<void> {
  const result = await saturate(world.hot, actorsFor(world.students, [url]), DURATION_S);
  const s = summarise(result);
  console.error(`[${label}] ${STUDENTS} students × ${DURATION_S} s on the hot event: ${s.commitsPerSec.toFixed(0)} commits/s, p95 ${s.p95.toFixed(0)} ms, ${result.failed} failed`);
  if (result.ok === 0) throw new Error(`[${label}] no write was answered 200: ${JSON.stringify(result.statuses)}`);
}

async function writeWorldInto(open: () => Promise<Db>): Promise<BenchWorld> {
  const db = await open();
  try {
    await migrate(db);
    return await writeWorld(db, { history: HISTORY, layout: 'split', students: STUDENTS });
  } finally {
    await db.close();
  }
}

/** Every process below `pid` (npm → sh → npm → sh → node), from /proc's parent links. */
function descendantsOf(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (parent: number): void => {
    for (const [child, ppid] of parentOf) {
      if (ppid !== parent) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

const cmdlineOf = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

const commOf = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  const group = -child.pid;
  return new Promise((resolve) => {
    const force = setTimeout(() => process.kill(group, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    process.kill(group, 'SIGTERM');
  });
}

/**
 * `npm start` as an operator runs it, on an existing data folder: seconds from the spawn until /readyz answers 200,
 * and the API process's memory. Its SPA check must find web/dist current, so the same check runs once before, untimed
 * (it builds only when the sources changed since the last build).
 */
async function timedNpmStart(dataRoot: string, env: NodeJS.ProcessEnv): Promise<{ seconds: number; cpuSeconds: number; url: string; pid: number; stop: () => Promise<void> }> {
  const preparing = performance.now();
  const prepared = spawnSync(process.execPath, ['web/build/build-if-changed.mjs'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (prepared.status !== 0) throw new Error('web/build/build-if-changed.mjs failed');
  console.error(`[embedded] SPA up to date (${((performance.now() - preparing) / 1_000).toFixed(1)} s, untimed); npm start on the same folder …`);
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...env, PORT: String(port), DATA_DIR: join(dataRoot, 'data') },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopGroup(child);
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${stderr}`);
      if (performance.now() - started > 180_000) throw new Error(`npm start not ready after 180 s:\n${stderr}`);
      const ready = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const seconds = (performance.now() - started) / 1_000;
  // The node process itself, not the shells npm runs it through (their command lines name the entry too); the entry
  // is services/api/src/main.ts from source or …/api/main.js built.
  const pid = descendantsOf(child.pid!).find((p) => /api\/(src\/)?main\.[jt]s/.test(cmdlineOf(p)) && commOf(p) === 'node');
  if (!pid) {
    await stop();
    throw new Error('npm start is ready but its API process was not found');
  }
  return { seconds, cpuSeconds: cpuSecondsOf(pid), url, pid, stop };
}

async function embedded(): Promise<void> {
  const dataRoot = newDataRoot();
  try {
    console.error('[embedded] first start on a fresh data folder (initdb, migrations, demo seed) …');
    const firstStarted = performance.now();
    const first = await startApp({ entry: APP_ENTRY, dataRoot, readyTimeoutMs: 300_000 });
    const firstSeconds = (performance.now() - firstStarted) / 1_000;
    const afterFirst = await settledMemory(first.pid);
    await first.stop();
    verdict(BENCH, 'embedded server RSS after its first start (migrations + demo seed)', afterFirst.rssMb, 'at most', EMBEDDED_LIMIT_MB, `${describe(afterFirst)}, ready in ${firstSeconds.toFixed(1)} s (goal ≤ ${EMBEDDED_LIMIT_MB} MB)`);

    console.error(`[embedded] writing the write bench's world into the same folder: ${HISTORY} events of history, ${STUDENTS} students …`);
    const world = await writeWorldInto(() => createPgliteDb(pgliteDirOf(dataRoot)));

    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', SEED_DEMO: 'true', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn' };
    env.IDENTITY_SECRET ??= randomBytes(32).toString('hex');
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    const restarted = await timedNpmStart(dataRoot, env);
    try {
      const afterRestart = await settledMemory(restarted.pid);
      console.error(`[embedded] after the restart: ${describe(afterRestart)}`);
      verdict(BENCH, '`npm start` on an existing data folder ready (/readyz), SPA build skipped', restarted.seconds, 'at most', RESTART_LIMIT_S, `${restarted.seconds.toFixed(1)} s (the API process used ${restarted.cpuSeconds.toFixed(1)} CPU-s of it), ${describe(afterRestart)} (goal ≤ ${RESTART_LIMIT_S} s)`);
      await load(world, restarted.url, 'embedded');
      const afterLoad = await settledMemory(restarted.pid);
      verdict(BENCH, 'embedded server RSS after the write load', afterLoad.rssMb, 'at most', EMBEDDED_LIMIT_MB, `${describe(afterLoad)} after ${STUDENTS} students × ${DURATION_S} s (goal ≤ ${EMBEDDED_LIMIT_MB} MB)`);
    } finally {
      await restarted.stop();
    }
  } finally {
    rmSync(dataRoot, { recursive: true, force: true });
  }
}

/** Deletes what the replica wrote under its prefix (rate-limit counters, BullMQ keys), so runs leave Redis as they found it. */
async function dropPrefix(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function replica(databaseUrl: string, redisUrl: string): Promise<void> {
  const scratch = await createScratchDb(databaseUrl);
  const prefix = `ftbench-memory-${process.pid}:`;
  try {
    console.error(`[replica] writing the world into a scratch database: ${HISTORY} events of history, ${STUDENTS} students …`);
    const world = await writeWorldInto(() => Promise.resolve(createPgDb({ connectionString: scratch.url })));
    const app = await startApp({
      entry: APP_ENTRY,
      databaseUrl: scratch.url,
      seedDemo: false,
      readyTimeoutMs: 120_000,
      env: { REDIS_URL: redisUrl, REDIS_PREFIX: prefix, NODE_OPTIONS: IMAGE_NODE_OPTIONS },
    });
    try {
      console.error(`[replica] after start: ${describe(await settledMemory(app.pid))}`);
      await load(world, app.url, 'replica');
      const afterLoad = await settledMemory(app.pid);
      verdict(BENCH, 'API replica (Postgres + Redis) RSS after the write load', afterLoad.rssMb, 'at most', REPLICA_LIMIT_MB, `${describe(afterLoad)} after ${STUDENTS} students × ${DURATION_S} s (goal ≤ ${REPLICA_LIMIT_MB} MB)`);
    } finally {
      await app.stop();
    }
  } finally {
    await scratch.drop();
    await dropPrefix(redisUrl, prefix).catch((error: unknown) => console.error(`[replica] could not clear ${prefix}*: ${String(error)}`));
  }
}

async function replicaIfConfigured(): Promise<void> {
  const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } = process.env;
  if (databaseUrl && redisUrl) await replica(databaseUrl, redisUrl);
  else report({ bench: BENCH, target: 'API replica (Postgres + Redis) RSS after the write load', figure: 'not measured: set DATABASE_URL and REDIS_URL', holds: false, smoke });
}

async function main(): Promise<void> {
  const hardLimit = setTimeout(() => {
    console.error('bench: hard time limit reached');
    process.exit(2);
  }, 900_000);
  hardLimit.unref();
  if (APP_ENTRY.startsWith('services/dist/')) await buildServicesIfChanged();
  const before = await machineGauge();
  console.log(`memory and start (${smoke ? 'smoke size' : `${HISTORY} events of history, ${STUDENTS} students × ${DURATION_S} s`})`);
  if (PART !== 'replica') await embedded();
  if (PART !== 'embedded') await replicaIfConfigured();
  const after = await machineGauge();
  console.log(`before: ${describeGauge(before)}\nafter:  ${describeGauge(after)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
