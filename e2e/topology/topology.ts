// The scaled topology of docker-compose, started from scratch on this machine for one test file:
//   scratch Postgres database (the built migrate CLI) + a Redis database of its own
//   → two API replicas (`node services/dist/api/main.js`, as the images run it, production mode, same IDENTITY_SECRET,
//     SEED_DEMO on replica "a" only) + the worker (`node services/dist/worker/main.js`)
//   → real nginx rendered from nginx/templates/nginx.conf.template with both replicas as the `api` upstream.
//
// Routing the test around the sticky hash. The gateway pins a client to a replica by `hash $remote_addr consistent`;
// every browser of the test connects from 127.0.0.1, so all of them would land on the same replica. To put two
// students on *different* replicas the harness renders the same template twice more, each with a single replica as
// the upstream ("pinned" gateways). A browser on the main gateway exercises the real routing (the harness reads
// nginx's access log to learn which replica 127.0.0.1 hashes to); a browser on the pinned gateway of the other
// replica is guaranteed to be on the other one. Every browser still goes through nginx and the same config.
//
// Isolation and cleanup. Postgres: a database `fast_track_topology_<random>`, dropped at the end (WITH (FORCE)).
// Redis: every process gets REDIS_PREFIX `ftt-<run id>:`, which starts every key *and* the Socket.IO adapter's pub/sub
// channels (pub/sub ignores database numbers, so a database alone would let concurrent stacks exchange broadcasts).
// The run also claims a whole empty Redis database (REDIS_URL …/<n>, n from 15 down, marked by a claim key) so the
// cleanup is one FLUSHDB of that database only; db 0, where the int tests and dev servers live, is never touched.
// Presence: PRESENCE_TTL_MS is 6 s (not the default 30 s) for every process, so a killed replica's users fade out fast.
// Every process is spawned in its own process group and killed as a group. A detached reaper (reaper.mjs) repeats
// the cleanup if the Playwright worker dies before its teardown ran.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { Redis } from 'ioredis';
import { buildServicesIfChanged } from '../../services/build/build-services.mjs';

const execFileAsync = promisify(execFile);
const repoRoot = resolve(import.meta.dirname, '../..');

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
export const ADMIN_DATABASE_URL = process.env['TOPOLOGY_DATABASE_URL'] ?? process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const BASE_REDIS_URL = process.env['TOPOLOGY_REDIS_URL'] ?? process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const IDENTITY_SECRET = `topology-only-identity-secret-${randomBytes(12).toString('hex')}`;
const CLAIM_KEY = 'fast-track-topology:claim';
/** Short presence expiry for every process of the stack (the production default is 30 s; heartbeat = TTL / 3). */
export const PRESENCE_TTL_MS = 6_000;

export type ReplicaName = 'a' | 'b';

export interface Replica {
  name: ReplicaName;
  port: number;
  /** host:port as nginx names it in $upstream_addr. */
  address: string;
  url: string;
  /** SIGKILL, no goodbye: sockets stay counted in Redis until presence expires. */
  kill(): Promise<void>;
  alive(): boolean;
  log(): string;
}

export interface Gateway {
  url: string;
  port: number;
  /** The upstream ($upstream_addr) nginx used for the request with this X-Request-Id, from the JSON access log. */
  upstreamOf(requestId: string): Promise<string>;
  /** Every access log line so far. */
  accessLog(): AccessLogEntry[];
  errorLog(): string;
}

export interface AccessLogEntry {
  request_id: string;
  method: string;
  uri: string;
  status: number;
  /** `host:port`, or `a, b` when nginx tried a then b. */
  upstream: string;
}

export interface Topology {
  /** The gateway under test: both replicas behind `hash $remote_addr consistent`. */
  gateway: Gateway;
  /** The same template rendered with one replica as the whole upstream. */
  pinned: Record<ReplicaName, Gateway>;
  replicas: Record<ReplicaName, Replica>;
  databaseUrl: string;
  redisUrl: string;
  /** REDIS_PREFIX of every process of this run: keys and adapter channels of no other stack share it. */
  redisPrefix: string;
  /** PRESENCE_TTL_MS of both replicas (and the worker). */
  presenceTtlMs: number;
  /** Logs of every process, for a failing test's attachment. */
  logs(): string;
  stop(): Promise<void>;
}

/** Whether Postgres, Redis and nginx are there (CI installs all three; elsewhere the test may skip). */
export async function prerequisites(): Promise<string | undefined> {
  if (!NGINX) return 'nginx is not installed';
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
  } catch (err) {
    return `Postgres is not reachable at ${ADMIN_DATABASE_URL}: ${String(err)}`;
  } finally {
    await client.end().catch(() => undefined);
  }
  const redis = new Redis(BASE_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    return `Redis is not reachable at ${BASE_REDIS_URL}: ${String(err)}`;
  } finally {
    redis.disconnect();
  }
  return undefined;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function withRedisDb(url: string, db: number): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

/** Claims an empty Redis database for this run (SET NX of a claim key in it), from 15 down to 1. */
async function claimRedisDb(claim: string): Promise<number> {
  for (let db = 15; db >= 1; db--) {
    const redis = new Redis(BASE_REDIS_URL, { db, lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      if ((await redis.dbsize()) !== 0) continue;
      if ((await redis.set(CLAIM_KEY, claim, 'NX')) === 'OK' && (await redis.dbsize()) === 1) return db;
      if ((await redis.get(CLAIM_KEY)) === claim) await redis.del(CLAIM_KEY);
    } finally {
      redis.disconnect();
    }
  }
  throw new Error('no empty Redis database (1–15) to claim for the topology test');
}

async function releaseRedisDb(db: number, claim: string): Promise<void> {
  const redis = new Redis(BASE_REDIS_URL, { db, lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    if ((await redis.get(CLAIM_KEY)) === claim) await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

interface Spawned {
  child: ChildProcess;
  logFile: string;
  exited: Promise<number | null>;
}

async function waitFor(what: string, check: () => Promise<boolean>, proc: Spawned | undefined, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc && proc.child.exitCode !== null) break;
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    await sleep(150);
  }
  const log = proc && existsSync(proc.logFile) ? readFileSync(proc.logFile, 'utf8').slice(-4_000) : '';
  throw new Error(`${what} did not come up${proc?.child.exitCode != null ? ` (exited ${proc.child.exitCode})` : ''}\n${log}`);
}

async function ok(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  await res.arrayBuffer();
  return res.ok;
}

export async function startTopology(options: { webDist: string }): Promise<Topology> {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const runDir = mkdtempSync(join(tmpdir(), 'fast-track-topology-'));
  chmodSync(runDir, 0o755); // nginx workers drop root privileges and must reach their temp folders
  const stateFile = join(runDir, '..', `fast-track-topology-${id}.state.json`);
  const state: { pids: number[]; database?: { adminUrl: string; name: string }; redis?: { url: string; db: number; claim: string }; dirs: string[] } = {
    pids: [],
    dirs: [runDir],
  };
  const saveState = () => writeFileSync(stateFile, JSON.stringify(state));
  saveState();
  const reaper = spawn(process.execPath, [join(import.meta.dirname, 'reaper.mjs'), String(process.pid), stateFile], {
    cwd: repoRoot,
    detached: true,
    stdio: 'ignore',
  });
  reaper.unref();

  const processes: Spawned[] = [];
  const spawnLogged = (name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Spawned => {
    const logFile = join(runDir, `${name}.log`);
    const fd = openSync(logFile, 'a');
    // detached: its own process group, so a kill reaches whatever it spawned (npm → sh → node, nginx workers).
    const child = spawn(command, args, { cwd: repoRoot, env, detached: true, stdio: ['ignore', fd, fd] });
    closeSync(fd);
    const exited = new Promise<number | null>((r) => child.once('exit', (code, signal) => r(code ?? (signal ? -1 : null))));
    if (child.pid) state.pids.push(child.pid);
    saveState();
    const spawned = { child, logFile, exited };
    processes.push(spawned);
    return spawned;
  };
  const killGroup = async (p: Spawned, signal: NodeJS.Signals): Promise<void> => {
    if (p.child.exitCode !== null || p.child.signalCode !== null || !p.child.pid) return;
    try {
      process.kill(-p.child.pid, signal);
    } catch {
      p.child.kill(signal);
    }
    await p.exited;
  };

  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    // nginx first (SIGQUIT: graceful), then the node processes (SIGTERM, SIGKILL after 5 s), then the data.
    const stopOne = async (p: Spawned, signal: NodeJS.Signals) => {
      const done = killGroup(p, signal);
      const timedOut = await Promise.race([done.then(() => false), sleep(5_000).then(() => true)]);
      if (timedOut) await killGroup(p, 'SIGKILL');
    };
    await Promise.all(processes.filter((p) => p.child.spawnfile === NGINX).map((p) => stopOne(p, 'SIGQUIT')));
    await Promise.all(processes.filter((p) => p.child.spawnfile !== NGINX).map((p) => stopOne(p, 'SIGTERM')));
    const errors: unknown[] = [];
    if (state.database) await adminQuery(`DROP DATABASE IF EXISTS "${state.database.name}" WITH (FORCE)`).catch((e: unknown) => errors.push(e));
    if (state.redis) await releaseRedisDb(state.redis.db, state.redis.claim).catch((e: unknown) => errors.push(e));
    rmSync(runDir, { recursive: true, force: true });
    rmSync(stateFile, { force: true }); // tells the reaper that all is done
    if (errors.length) throw new AggregateError(errors, 'topology cleanup failed');
  };
  process.once('exit', () => {
    // Last resort inside this process (synchronous only); the reaper does the rest.
    for (const p of processes) if (p.child.pid && p.child.exitCode === null) try { process.kill(-p.child.pid, 'SIGKILL'); } catch { /* gone */ }
  });

  try {
    // Data stores.
    const dbName = `fast_track_topology_${id}`;
    await adminQuery(`CREATE DATABASE "${dbName}"`);
    state.database = { adminUrl: ADMIN_DATABASE_URL, name: dbName };
    saveState();
    const databaseUrl = withDatabase(ADMIN_DATABASE_URL, dbName);
    const claim = `${id}:${process.pid}`;
    const redisDb = await claimRedisDb(claim);
    state.redis = { url: BASE_REDIS_URL, db: redisDb, claim };
    saveState();
    const redisUrl = withRedisDb(BASE_REDIS_URL, redisDb);
    const redisPrefix = `ftt-${id}:`;

    const baseEnv: NodeJS.ProcessEnv = {
      PATH: process.env['PATH'],
      HOME: process.env['HOME'],
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      PRESENCE_TTL_MS: String(PRESENCE_TTL_MS),
      NODE_ENV: 'production',
      LOG_LEVEL: process.env['TOPOLOGY_LOG_LEVEL'] ?? 'info',
      IDENTITY_SECRET,
      DEV_MAILBOX: 'true',
      // As compose sets it: the one gateway in front names the client (docs/operations.md "Behind a load balancer").
      TRUSTED_PROXIES: '1',
      WEB_DIST: options.webDist,
      DATA_DIR: join(runDir, 'data'),
    };

    // Schema first, as the compose "migrate" service does.
    // The services as the images run them (plain node on services/dist, built by `npm run build` and brought up to
    // date here if the sources changed since): under tsx each of these four starts transpiled the service tree again.
    await buildServicesIfChanged();
    const migrate = spawnLogged('migrate', process.execPath, ['services/dist/ops/migrate.js'], baseEnv);
    const code = await migrate.exited;
    if (code !== 0) throw new Error(`npm run migrate exited ${code}\n${readFileSync(migrate.logFile, 'utf8').slice(-4_000)}`);

    // Replicas and the worker, started together.
    const ports = { a: await freePort(), b: await freePort() };
    const started: Record<ReplicaName, Spawned> = {
      a: spawnLogged('api-a', process.execPath, ['services/dist/api/main.js'], { ...baseEnv, PORT: String(ports.a), SEED_DEMO: 'true' }),
      b: spawnLogged('api-b', process.execPath, ['services/dist/api/main.js'], { ...baseEnv, PORT: String(ports.b), SEED_DEMO: 'false' }),
    };
    const worker = spawnLogged('worker', process.execPath, ['services/dist/worker/main.js'], baseEnv);
    const replicas = {} as Record<ReplicaName, Replica>;
    for (const name of ['a', 'b'] as const) {
      const p = started[name];
      const url = `http://127.0.0.1:${ports[name]}`;
      replicas[name] = {
        name,
        port: ports[name],
        address: `127.0.0.1:${ports[name]}`,
        url,
        kill: () => killGroup(p, 'SIGKILL'),
        alive: () => p.child.exitCode === null && p.child.signalCode === null,
        log: () => (existsSync(p.logFile) ? readFileSync(p.logFile, 'utf8') : ''),
      };
    }
    await Promise.all([
      waitFor('api replica a', () => ok(`${replicas.a.url}/readyz`), started.a, 120_000),
      waitFor('api replica b', () => ok(`${replicas.b.url}/readyz`), started.b, 120_000),
      waitFor('worker', () => Promise.resolve(readFileSync(worker.logFile, 'utf8').includes('worker started')), worker, 120_000),
    ]);

    // Gateways: the one under test and one pinned to each replica.
    const startGateway = async (name: string, servers: string[]): Promise<Gateway> => {
      const dir = join(runDir, `nginx-${name}`);
      mkdirSync(dir);
      chmodSync(dir, 0o755);
      const port = await freePort();
      await execFileAsync(process.execPath, ['nginx/render.mjs', '--out-dir', dir], {
        cwd: repoRoot,
        env: {
          ...process.env,
          GATEWAY_API_SERVERS: servers.join(' '),
          GATEWAY_LISTEN_PORT: `127.0.0.1:${port}`,
          GATEWAY_WEB_ROOT: options.webDist,
          GATEWAY_RUN_DIR: dir,
          GATEWAY_ERROR_LOG: join(dir, 'error.log'),
          GATEWAY_ACCESS_LOG: join(dir, 'access.log'),
        },
      });
      const proc = spawnLogged(`nginx-${name}`, NGINX!, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], process.env);
      const url = `http://127.0.0.1:${port}`;
      await waitFor(`nginx (${name})`, () => ok(`${url}/gateway-health`), proc, 10_000);
      const accessLog = join(dir, 'access.log');
      return {
        url,
        port,
        errorLog: () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''),
        accessLog: () =>
          (existsSync(accessLog) ? readFileSync(accessLog, 'utf8') : '')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as AccessLogEntry),
        async upstreamOf(requestId) {
          // nginx writes the access log line when the response is done; give it a moment.
          for (let i = 0; i < 40; i++) {
            const line = readFileSync(accessLog, 'utf8')
              .split('\n')
              .find((l) => l.includes(`"request_id":"${requestId}"`));
            if (line) return (JSON.parse(line) as { upstream: string }).upstream;
            await sleep(50);
          }
          throw new Error(`request ${requestId} is not in ${accessLog}`);
        },
      };
    };
    const [gateway, pinnedA, pinnedB] = await Promise.all([
      startGateway('main', [replicas.a.address, replicas.b.address]),
      startGateway('a', [replicas.a.address]),
      startGateway('b', [replicas.b.address]),
    ]);

    return {
      gateway,
      pinned: { a: pinnedA, b: pinnedB },
      replicas,
      databaseUrl,
      redisUrl,
      redisPrefix,
      presenceTtlMs: PRESENCE_TTL_MS,
      logs: () =>
        processes
          .filter((p) => existsSync(p.logFile))
          .map((p) => `===== ${p.logFile}\n${readFileSync(p.logFile, 'utf8').slice(-20_000)}`)
          .join('\n'),
      stop,
    };
  } catch (err) {
    await stop().catch(() => undefined);
    throw err;
  }
}
