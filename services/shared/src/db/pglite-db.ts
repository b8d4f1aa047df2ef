import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { truncateStatement } from '../telemetry/telemetry.ts';
import { inSavepoint, type Db, type QueryResult, type RawClient } from './db.ts';
import { countingEmbeddedDbCpu } from './embedded-cpu.ts';
import { createMutex } from './mutex.ts';

const tracer = trace.getTracer('@fast-track/shared/db/pglite');

/** `SELECT pglite`, `INSERT pglite`…: the statement's first keyword, as the pg instrumentation names its spans. */
function spanName(sql: string): string {
  const keyword = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'query';
  return `${keyword} pglite`;
}

/**
 * PostgreSQL's memory inside PGlite's WebAssembly heap, which lives as long as the process. The stock 128 MB of
 * shared_buffers is written through when the server starts (≈120 MB of RSS before the first query) and buys nothing
 * for an embedded database of a few tens of MB whose files the OS caches anyway; 16 MB keeps the demo's and the
 * write bench's hot pages. work_mem stays at PostgreSQL's 4 MB (per sort, so a bound, not a reservation).
 * Measured in docs/performance.md "What moves the figures" (target 6).
 */
const memorySettings = ['-c', 'shared_buffers=16MB', '-c', 'temp_buffers=2MB'];

/**
 * A new data folder is initialised in a short-lived child process. initdb runs against a copy of a second PGlite's
 * whole heap: the process that does it peaks near 800 MB and keeps ~150 MB of it after every collection (allocator
 * pages and compiled code that are never returned), which the server would carry for its whole life. In a child all
 * of it ends with the child; the server then opens the folder as on any restart (docs/performance.md, target 6).
 */
async function initialiseDataFolder(dataDir: string): Promise<void> {
  // PGlite's CommonJS entry, by absolute path: the child is plain node with no loader and no module resolution of ours.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `const { PGlite } = require(${JSON.stringify(entry)});
    PGlite.create(${JSON.stringify({ dataDir, startParams: [...PGlite.defaultStartParams, ...memorySettings] })})
      .then((db) => db.close())
      .then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`initialising the PGlite data folder ${dataDir} failed (exit ${code}):\n${stderr}`);
}

/**
 * In-process PGlite adapter for the embedded default. PGlite is a single connection: a transaction left open
 * would swallow unrelated queries into it. So every top-level query and every transaction is queued on one
 * mutex; inside a transaction the handle talks to PGlite directly, and nested transactions are savepoints.
 * `dataDir` undefined means in memory (used by tests when no Postgres server is around).
 */
export async function createPgliteDb(dataDir?: string): Promise<Db> {
  if (dataDir) {
    await mkdir(path.dirname(dataDir), { recursive: true });
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initialiseDataFolder(dataDir);
  }
  const pglite = await PGlite.create({ ...(dataDir ? { dataDir } : {}), startParams: [...PGlite.defaultStartParams, ...memorySettings] });
  // Every query and exec ends in this one synchronous WebAssembly call: its CPU is the database's, not the API's.
  const execSync = pglite.execProtocolRawSync.bind(pglite);
  pglite.execProtocolRawSync = (message) => countingEmbeddedDbCpu(() => execSync(message));
  const exclusive = createMutex();

  const run = async <T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> => {
    if (params && params.length > 0) return pglite.query<T>(sql, [...params]);
    // Without parameters use the simple protocol: migrations send several statements in one string.
    const results = await pglite.exec(sql);
    return { rows: (results.at(-1)?.rows ?? []) as T[] };
  };
  // No pg driver to instrument here, so the adapter makes the database spans itself (no-ops without the SDK).
  const direct = <T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> =>
    tracer.startActiveSpan(spanName(sql), { kind: SpanKind.CLIENT }, async (span) => {
      const recording = span.isRecording();
      if (recording) {
        const statement = truncateStatement(sql);
        span.setAttributes({ 'db.system': 'postgresql', 'db.system.name': 'postgresql', 'db.statement': statement, 'db.query.text': statement });
      }
      try {
        const result = await run<T>(sql, params);
        if (recording) span.setAttribute('db.response.returned_rows', result.rows.length);
        return result;
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    });

  const rawClient: RawClient = {
    query: (text, values) => direct<Record<string, unknown>>(text, values),
  };

  // Transactions take turns on the mutex, so one counter names the savepoints of all of them uniquely.
  let savepoints = 0;
  const exec = (sql: string) => pglite.exec(sql);
  const txDb: Db = {
    kind: 'pglite',
    schema: 'public',
    inTransaction: true,
    query: direct,
    transaction: (fn) => inSavepoint(exec, `sp_${++savepoints}`, () => fn(txDb)),
    withRawClient: (fn) => fn(rawClient),
    close: () => Promise.resolve(),
  };

  return {
    kind: 'pglite',
    schema: 'public',
    inTransaction: false,
    query: (sql, params) => exclusive(() => direct(sql, params)),
    transaction: (fn) =>
      exclusive(async () => {
        await pglite.exec('BEGIN');
        savepoints = 0;
        try {
          const result = await fn(txDb);
          await pglite.exec('COMMIT');
          return result;
        } catch (error) {
          await pglite.exec('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    withRawClient: (fn) => exclusive(() => fn(rawClient)),
    close: () => exclusive(() => pglite.close()),
  };
}
