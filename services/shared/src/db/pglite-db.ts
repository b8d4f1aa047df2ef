import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PGlite } from '@electric-sql/pglite';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { truncateStatement } from '../telemetry/telemetry.ts';
import { inSavepoint, type Db, type QueryResult, type RawClient } from './db.ts';
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
 * Initialising a new data folder runs initdb against a copy of a second PGlite's whole heap: several hundred MB that
 * are garbage once PGlite.create returns, but that V8 collects only under allocation pressure, which an idle server
 * never makes (the first start kept ~700 MB of RSS). They become collectable only a few turns of the event loop
 * later (PGlite's weak references are held until the current job ends), so full collections run on timers in the
 * background, while the migrations and the demo seed go on; measured in docs/performance.md (target 6).
 */
function releaseInitdbCopies(): void {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  for (const delayMs of [0, 250, 1_000]) setTimeout(collect, delayMs).unref();
}

/**
 * In-process PGlite adapter for the embedded default. PGlite is a single connection: a transaction left open
 * would swallow unrelated queries into it. So every top-level query and every transaction is queued on one
 * mutex; inside a transaction the handle talks to PGlite directly, and nested transactions are savepoints.
 * `dataDir` undefined means in memory (used by tests when no Postgres server is around).
 */
export async function createPgliteDb(dataDir?: string): Promise<Db> {
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  const fresh = !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));
  const pglite = await PGlite.create({ ...(dataDir ? { dataDir } : {}), startParams: [...PGlite.defaultStartParams, ...memorySettings] });
  if (fresh) releaseInitdbCopies();
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
