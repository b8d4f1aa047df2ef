import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inSavepoint, type Db, type QueryResult, type RawClient } from './db.ts';
import { createMutex } from './mutex.ts';

/**
 * In-process PGlite adapter for the embedded default. PGlite is a single connection: a transaction left open
 * would swallow unrelated queries into it. So every top-level query and every transaction is queued on one
 * mutex; inside a transaction the handle talks to PGlite directly, and nested transactions are savepoints.
 * `dataDir` undefined means in memory (used by tests when no Postgres server is around).
 */
export async function createPgliteDb(dataDir?: string): Promise<Db> {
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  const pglite = await PGlite.create(dataDir ? { dataDir } : {});
  const exclusive = createMutex();

  const direct = async <T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> => {
    if (params && params.length > 0) return pglite.query<T>(sql, [...params]);
    // Without parameters use the simple protocol: migrations send several statements in one string.
    const results = await pglite.exec(sql);
    return { rows: (results.at(-1)?.rows ?? []) as T[] };
  };

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
