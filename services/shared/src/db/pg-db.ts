import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { ServiceUnavailableError } from '../errors.ts';
import { inSavepoint, type Db, type QueryResult } from './db.ts';

export interface PgDbOptions {
  connectionString: string;
  /** Isolates tests in their own schema; production uses public. */
  schema?: string;
  max?: number;
  /** How long a request may wait for a free or new connection before it is answered 503; 5 s by default. */
  connectionTimeoutMs?: number;
}

/**
 * The database connection broke under a request: the server ended it (`pg_terminate_backend`, a restart, a
 * failover) or it could not be made. Answered 503; `ambiguous` when a COMMIT was in flight, so the change may or may
 * not have been saved (the client must check before repeating it).
 */
export class DatabaseUnavailableError extends ServiceUnavailableError {
  constructor(
    readonly ambiguous: boolean,
    cause: unknown,
  ) {
    super(
      ambiguous
        ? 'The database connection was lost while saving; the change may or may not have been saved. Check before trying again.'
        : 'The database is briefly unreachable. Try again in a moment.',
      { cause },
    );
  }
}

// SQLSTATE classes and codes that mean "this connection is gone", not "this statement is wrong".
const connectionLostCodes = new Set(['57P01', '57P02', '57P03', '53300']);
const connectionLostMessages = ['Connection terminated', 'connection error', 'not queryable', 'timeout exceeded when trying to connect'];
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// Of those, the ones that happen before a statement could reach the server (no connection was made).
const neverConnectedCodes = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P03', '53300']);

const codeAndMessage = (error: unknown): { code?: unknown; message?: unknown } =>
  typeof error === 'object' && error !== null ? error : {};

/** Whether `error` is a lost or refused connection (retrying on a new connection can help), not a query error. */
export function isConnectionLost(error: unknown): boolean {
  const { code, message } = codeAndMessage(error);
  if (typeof code === 'string' && (code.startsWith('08') || connectionLostCodes.has(code) || networkCodes.has(code))) return true;
  return typeof message === 'string' && connectionLostMessages.some((m) => message.includes(m));
}

/** Whether no connection was made at all, so the statement certainly never ran. */
function neverConnected(error: unknown): boolean {
  const { code, message } = codeAndMessage(error);
  if (typeof code === 'string' && neverConnectedCodes.has(code)) return true;
  return typeof message === 'string' && message.includes('timeout exceeded when trying to connect');
}

/** Attempts of one transaction (or read) whose connection was lost before anything could have been saved. */
const attempts = 3;
const retryDelayMs = (attempt: number): number => 25 * 2 ** attempt + Math.floor(Math.random() * 25);

/**
 * `pg` Pool adapter for real PostgreSQL (DATABASE_URL).
 *
 * Lost connections (docs/operations.md "Faults survived"): a connection the server ends is dropped from the pool and
 * the next request gets a new one, so the pool heals by itself. A transaction whose connection is lost before its
 * COMMIT was sent saved nothing and is run again on a fresh connection (up to 3 attempts, like the event store's own
 * retries it re-runs `fn`); a plain SELECT is re-run the same way. A lost COMMIT, or a lost single write outside a
 * transaction, may or may not have been applied: it is not repeated but answered 503 saying so
 * (DatabaseUnavailableError). Either way nothing is acknowledged that was not saved.
 */
export function createPgDb(options: PgDbOptions): Db {
  const schema = options.schema ?? 'public';
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    // A request never waits for ever for a connection (pool exhausted, server unreachable): 503 instead.
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5000,
    keepAlive: true,
    // Every connection starts in the right schema, so SQL never has to name it.
    ...(schema === 'public' ? {} : { options: `-c search_path=${schema}` }),
  });
  // An idle client that loses its server must not crash the process; the pool drops it and the next query reconnects.
  pool.on('error', () => undefined);
  // Nor may any other: a connection the server ends emits 'error', and one the pool has just handed out has no
  // listener of the pool's any more. The pool's and our own listeners still see every error.
  pool.on('connect', (client) => client.on('error', () => undefined));

  type Held = { client: pg.PoolClient; lost: () => unknown; release: (broken?: unknown) => void };
  /**
   * A connection of our own for a while. The callback form of connect runs while the pool hands the client over, so
   * our listener is on before anything else the socket already received (an ErrorResponse right after the previous
   * user's last reply) is parsed; with `await pool.connect()` that error would come first and be missed.
   */
  const checkout = (): Promise<Held> =>
    new Promise((resolve, reject) => {
      pool.connect((error, client) => {
        if (error || !client) {
          reject(error ?? new Error('no connection'));
          return;
        }
        let lostWith: unknown;
        const onError = (lost: unknown): void => {
          lostWith ??= lost;
        };
        client.on('error', onError);
        resolve({
          client,
          lost: () => lostWith,
          release: (broken?: unknown) => {
            client.removeListener('error', onError);
            // A broken connection is destroyed, never handed to the next request.
            const reason = lostWith ?? broken;
            client.release(reason === undefined ? undefined : reason instanceof Error ? reason : new Error('connection lost'));
          },
        });
      });
    });

  const clientDb = (client: pg.PoolClient): Db => {
    let savepoints = 0;
    const exec = (sql: string) => client.query(sql);
    const self: Db = {
      kind: 'pg',
      schema,
      inTransaction: true,
      query: async <T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> =>
        await client.query<T & pg.QueryResultRow>(sql, params as unknown[] | undefined),
      transaction: (fn) => inSavepoint(exec, `sp_${++savepoints}`, () => fn(self)),
      withRawClient: (fn) => fn(client),
      // The pool owns the connection; releasing it is the outer transaction's job.
      close: () => Promise.resolve(),
    };
    return self;
  };

  const transactionOnce = async <T>(fn: (tx: Db) => Promise<T>): Promise<T> => {
    const held = await checkout().catch((error: unknown) => {
      throw isConnectionLost(error) ? new RetryableLoss(error) : error;
    });
    const { client } = held;
    let committing = false;
    let broken: unknown;
    try {
      await client.query('BEGIN');
      const result = await fn(clientDb(client));
      // Lost while fn was busy elsewhere (and swallowed, or not noticed yet): COMMIT was never sent, nothing saved.
      if (held.lost() !== undefined) throw new RetryableLoss(held.lost());
      committing = true;
      await client.query('COMMIT');
      return result;
    } catch (error) {
      if (error instanceof RetryableLoss) {
        broken = error;
        throw error;
      }
      const lost = isConnectionLost(error) || held.lost() !== undefined;
      if (!lost) await client.query('ROLLBACK').catch(() => undefined);
      if (!lost) throw error;
      broken = error;
      if (committing) throw new DatabaseUnavailableError(true, error);
      throw new RetryableLoss(error);
    } finally {
      held.release(broken);
    }
  };

  const readOnly = /^\s*select\b/i;

  return {
    kind: 'pg',
    schema,
    inTransaction: false,
    async query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await pool.query<T & pg.QueryResultRow>(sql, params as unknown[] | undefined);
        } catch (error) {
          if (!isConnectionLost(error)) throw error;
          // A read, or anything that never reached the server, can be repeated; a write that was sent may have been
          // applied before the connection went.
          if (!readOnly.test(sql) && !neverConnected(error)) throw new DatabaseUnavailableError(true, error);
          if (attempt >= attempts) throw new DatabaseUnavailableError(false, error);
          await sleep(retryDelayMs(attempt));
        }
      }
    },
    async transaction(fn) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await transactionOnce(fn);
        } catch (error) {
          if (!(error instanceof RetryableLoss)) throw error;
          if (attempt >= attempts) throw new DatabaseUnavailableError(false, error.cause);
          await sleep(retryDelayMs(attempt));
        }
      }
    },
    async withRawClient(fn) {
      const held = await checkout();
      try {
        return await fn(held.client);
      } finally {
        held.release();
      }
    },
    close: () => pool.end(),
  };
}

/** A transaction that lost its connection before COMMIT: nothing was saved, it may run again. */
class RetryableLoss extends Error {
  constructor(cause: unknown) {
    super('database connection lost before commit', { cause });
  }
}
