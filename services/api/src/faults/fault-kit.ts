// Real processes for the fault tests (docs/operations.md "Faults survived"): a Redis of the test's own, the API and
// the worker started from their real entry points, a scratch Postgres database. Everything runs in its own process
// group and is killed as a group; nothing here touches the shared Redis on 6379 or another run's database.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { childEnv } from '@fast-track/shared/testing/child-env';
import { buildServicesIfChanged } from '../../../build/build-services.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export const redisServerAvailable = spawnSync('redis-server', ['--version']).status === 0;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const portOpen = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export async function until<T>(what: string, probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch((error: unknown) => error as T);
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (last: ${String(value instanceof Error ? value.message : JSON.stringify(value))})`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

// Every group started here dies with the test process, even when a test fails before its afterAll.
const startedGroups = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of startedGroups) killGroup(child);
});

/** Ends a whole process group, whatever state it is in (a stopped group is continued so it can die). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
    if (signal !== 'SIGCONT') process.kill(-child.pid, 'SIGCONT');
  } catch {
    // Already gone.
  }
}

const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));

export interface OwnRedis {
  url: string;
  port: number;
  pid(): number | undefined;
  /** SIGKILL: gone at once, with everything it held (no persistence, like the compose Redis). */
  kill(): Promise<void>;
  /** A new redis-server on the same port (empty). */
  restart(): Promise<void>;
  /** SIGSTOP / SIGCONT: connections stay open, nothing answers (a hung Redis). */
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
}

/** A redis-server of the test's own on a free port, no persistence. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async (): Promise<void> => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--loglevel', 'warning'], {
      detached: true,
      stdio: 'ignore',
    });
    startedGroups.add(child);
    await until('redis to listen', () => portOpen(port), Boolean, 10_000);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid: () => child?.pid,
    async kill() {
      if (!child) return;
      const dying = exited(child);
      killGroup(child);
      await dying;
      child = undefined;
    },
    restart: start,
    freeze() {
      if (child?.pid) process.kill(-child.pid, 'SIGSTOP');
    },
    thaw() {
      if (child?.pid) process.kill(-child.pid, 'SIGCONT');
    },
    async stop() {
      if (!child) return;
      const dying = exited(child);
      killGroup(child);
      await dying;
      child = undefined;
    },
  };
}

export interface ScratchDatabase {
  url: string;
  name: string;
  query<T extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** A database of its own on the run's Postgres server (the API and worker processes migrate it themselves). */
export async function createScratchDatabase(runDatabaseUrl: string): Promise<ScratchDatabase> {
  const name = `ft_fault_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string): Promise<void> => {
    const client = new pg.Client({ connectionString: runDatabaseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(runDatabaseUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => undefined);
  return {
    url: url.toString(),
    name,
    query: async <T extends pg.QueryResultRow>(sql: string, params?: unknown[]) => (await pool.query<T>(sql, params)).rows,
    async drop() {
      await pool.end();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface ServiceProcess {
  child: ChildProcess;
  /** Lines the process logged (pino JSON), for assertions and for the failure message. */
  logs: string[];
  exited(): boolean;
  signal(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

interface Started extends ServiceProcess {
  url: string;
}

/**
 * The services as the images run them: plain node on services/dist (built once per run, skipped when current with
 * its sources). Under tsx each start transpiled the whole service tree again: about 2 CPU-s more per process, and
 * these files start a dozen.
 */
let built: Promise<unknown> | undefined;
const builtServices = (): Promise<unknown> => (built ??= buildServicesIfChanged());

async function startService(entry: 'api/main' | 'worker/main', env: Record<string, string>, ready: (line: Record<string, unknown>) => boolean): Promise<{ process: ServiceProcess; line: Record<string, unknown> }> {
  await builtServices();
  const child = spawn(process.execPath, [path.join(repoRoot, 'services/dist', `${entry}.js`)], {
    cwd: repoRoot,
    env: childEnv({ LOG_LEVEL: 'info', ...env }),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  startedGroups.add(child);
  const logs: string[] = [];
  const service: ServiceProcess = {
    child,
    logs,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    signal: (signal) => {
      if (child.pid) process.kill(-child.pid, signal);
    },
    async stop() {
      const dying = exited(child);
      killGroup(child);
      await dying;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void service.stop();
      reject(new Error(`${entry} not ready within 60 s:\n${logs.slice(-20).join('\n')}`));
    }, 60_000);
    let buffered = '';
    const onData = (chunk: Buffer): void => {
      buffered += chunk.toString();
      let newline: number;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const text = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        logs.push(text);
        try {
          const line = JSON.parse(text) as Record<string, unknown>;
          if (ready(line)) {
            clearTimeout(timer);
            resolve({ process: service, line });
          }
        } catch {
          // Not JSON (a stack trace on stderr): kept in logs.
        }
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code} before it was ready:\n${logs.slice(-20).join('\n')}`));
    });
  });
}

/** The API as its image runs it (services/api/src/main.ts built to services/dist/api/main.js), on a free port. */
export async function startApiProcess(env: Record<string, string>): Promise<Started> {
  const { process: api, line } = await startService('api/main', { PORT: '0', ...env }, (l) => l['msg'] === 'listening');
  return { ...api, url: `http://127.0.0.1:${String(line['port'])}` };
}

/** The worker as its image runs it (services/worker/src/main.ts built). */
export async function startWorkerProcess(env: Record<string, string>): Promise<ServiceProcess> {
  const { process: worker } = await startService('worker/main', env, (l) => l['msg'] === 'worker started');
  return worker;
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  contentType: string;
  ms: number;
}

/** One request, timed from send to the parsed answer. */
export async function call(url: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: res.status, body, contentType: res.headers.get('content-type') ?? '', ms: Math.round(ms) };
}

export const ucl = { name: 'University College London, University of London', area: 'United Kingdom' };
export const password = 'correct horse battery';
export const studentAddress = (local: string): string => `${local}.${randomBytes(4).toString('hex')}@student.ucl.ac.uk`;

/** The newest code mailed to an address (the API's local outbox, read straight from its database). */
export async function mailedCode(db: ScratchDatabase, address: string): Promise<string> {
  const subject = await until(
    `the code mailed to ${address}`,
    async () => (await db.query<{ subject: string }>(`SELECT subject FROM dev_outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1`, [address]))[0]?.subject,
    (s) => typeof s === 'string',
    30_000,
    100,
  );
  return /\b(\d{4})\b/.exec(subject ?? '')?.[1] ?? '';
}

/** A student registered through the real routes (code request, mailed code, registration); answers the token. */
export async function registerStudent(apiUrl: string, db: ScratchDatabase, local: string): Promise<{ address: string; token: string }> {
  const address = studentAddress(local);
  const sent = await call(`${apiUrl}/api/student/otp/new`, { body: { EmailAddress: address, university: ucl } });
  if (sent.body['msg'] !== 'success') throw new Error(`otp/new answered ${sent.status} ${JSON.stringify(sent.body)}`);
  const code = await mailedCode(db, address);
  const registered = await call(`${apiUrl}/api/student/register/new`, { body: { EmailAddress: address, password, selected2: [], uni2: ucl, otpform: code } });
  const token = registered.body['token'];
  if (typeof token !== 'string') throw new Error(`register/new answered ${registered.status} ${JSON.stringify(registered.body)}`);
  return { address, token };
}

/** The first upcoming event that needs no approval (the demo seed has several). */
export async function openEventId(apiUrl: string): Promise<string> {
  const list = await call(`${apiUrl}/api/getEvents/no`, { body: { page: 1, limit: 50, ip: '' } });
  const events = (list.body['events'] ?? []) as { uniqueId: string; approval: boolean }[];
  const open = events.find((e) => !e.approval);
  if (!open) throw new Error('no open event in the demo seed');
  return open.uniqueId;
}

/** Which of these ids appear anywhere in the event log (the acknowledged-writes check). */
export async function idsInLog(db: ScratchDatabase, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM unnest($1::text[]) AS id WHERE EXISTS (SELECT 1 FROM events e WHERE e.data::text LIKE '%' || id || '%')`,
    [ids],
  );
  return new Set(rows.map((r) => r.id));
}
