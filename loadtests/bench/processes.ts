// Child processes for the bench: the real API (fresh data, free port) and a bare node:http server.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Running {
  url: string;
  /** The child's process id (to read its CPU time from /proc: process-cpu.ts). */
  pid: number;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function waitFor(url: string, child: ChildProcess, stderr: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before ${url}:\n${stderr()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${url}:\n${stderr()}`);
}

export interface StartAppOptions {
  entry: string;
  databaseUrl?: string;
  readyTimeoutMs: number;
  /** A folder prepared beforehand (its `data/` is the DATA_DIR); the caller removes it. */
  dataRoot?: string;
  /** false when the bench wrote its own data before the start. */
  seedDemo?: boolean;
  /** Extra environment, set after the defaults (e.g. REDIS_URL and REDIS_PREFIX for replicas in distributed mode). */
  env?: Record<string, string>;
}

/** A temp folder whose `data/` can serve as DATA_DIR (embedded PGlite under `data/pglite`). */
export const newDataRoot = (): string => mkdtempSync(join(tmpdir(), 'fast-track-bench-'));
export const pgliteDirOf = (dataRoot: string): string => join(dataRoot, 'data', 'pglite');

/** The real API as `npm start` runs it, on a fresh temp DATA_DIR (or the given DATABASE_URL), without Redis unless `env` gives one. */
export async function startApp(opts: StartAppOptions): Promise<Running> {
  const port = await freePort();
  const dataRoot = opts.dataRoot ?? newDataRoot();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: join(dataRoot, 'data'),
    SEED_DEMO: opts.seedDemo === false ? 'false' : 'true',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    // Production mode refuses to start without one; a throw-away key for a throw-away database.
    IDENTITY_SECRET: process.env.IDENTITY_SECRET ?? randomBytes(32).toString('hex'),
  };
  delete env.REDIS_URL;
  delete env.DATABASE_URL;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  Object.assign(env, opts.env);
  // BENCH_NODE_ARGS: extra flags for the API process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', opts.entry], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    await stopChild(child);
    if (!opts.dataRoot) rmSync(dataRoot, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/readyz`, child, () => stderr, opts.readyTimeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid ?? 0, stop };
}

/** A separate process answering every request with `body`: the ceiling for this machine and this load generator. */
export async function startBare(body: Buffer, contentType: string, extraHeaders: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'fast-track-bare-'));
  const bodyFile = join(dir, 'body');
  writeFileSync(bodyFile, body);
  const script = `
    const body = require('node:fs').readFileSync(${JSON.stringify(bodyFile)});
    require('node:http').createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { ...${JSON.stringify(extraHeaders)}, 'Content-Type': ${JSON.stringify(contentType)}, 'Content-Length': body.length });
        res.end(body);
      });
    }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    await stopChild(child);
    rmSync(dir, { recursive: true, force: true });
  };
  await waitFor(url, child, () => stderr, 10_000);
  return { url, pid: child.pid ?? 0, stop };
}
