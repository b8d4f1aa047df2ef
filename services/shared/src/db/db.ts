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
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs fn in one transaction. Nested calls on a transaction handle join the outer transaction. */
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
