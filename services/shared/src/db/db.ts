/**
 * The one query interface every other module uses. Two adapters implement it: `pg` (DATABASE_URL) and an
 * in-process PGlite (the embedded default). Only SQL that PostgreSQL 15 understands goes through it.
 *
 * Conventions that keep both adapters returning the same JS values:
 * - cast bigint/xid8 columns to text in SQL (pg returns strings, PGlite numbers);
 * - pass JSON as text and cast in SQL (`$1::text::jsonb`) so neither driver re-serialises it.
 */
export interface QueryResult<T> {
  rows: T[];
}

/** What node-pg-migrate needs from a connection: a pg-style `query`. */
export interface RawClient {
  query(text: string, values?: unknown[]): Promise<QueryResult<Record<string, unknown>>>;
}

export interface Db {
  readonly kind: 'pg' | 'pglite';
  /** Schema the tables live in; tests isolate themselves in their own schema. */
  readonly schema: string;
  /** True on the handle a transaction passes to its work (and to nested work), false on the pool itself. */
  readonly inTransaction: boolean;
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /**
   * Runs fn in one transaction. Called on a transaction handle it runs fn in a SAVEPOINT instead: a failure
   * rolls back only fn's writes and leaves the outer transaction usable (on Postgres any failed statement
   * aborts the whole transaction otherwise), so a caller can catch it and go on, or retry. One transaction
   * handle is one connection: run its nested transactions one after another, never concurrently.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Holds one connection exclusively for a tool that speaks to it directly (migrations). */
  withRawClient<T>(fn: (client: RawClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PostgreSQL error code for unique_violation, the signal of an optimistic-concurrency clash. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

/**
 * Runs work between SAVEPOINT and RELEASE on a connection that is inside a transaction. On failure it rolls
 * back to the savepoint (which clears Postgres' "transaction is aborted" state) and rethrows the original error.
 * Names come from a per-connection counter, so savepoints nested in savepoints never shadow each other.
 */
export async function inSavepoint<T>(
  exec: (sql: string) => Promise<unknown>,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  await exec(`SAVEPOINT ${name}`);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    // A broken connection fails these too; the outer transaction then fails and the original error is the one to see.
    await exec(`ROLLBACK TO SAVEPOINT ${name}`).catch(() => undefined);
    await exec(`RELEASE SAVEPOINT ${name}`).catch(() => undefined);
    throw error;
  }
  await exec(`RELEASE SAVEPOINT ${name}`);
  return result;
}
