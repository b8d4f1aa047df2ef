import pg from 'pg';
import { inSavepoint, type Db, type QueryResult } from './db.ts';

export interface PgDbOptions {
  connectionString: string;
  /** Isolates tests in their own schema; production uses public. */
  schema?: string;
  max?: number;
}

/** `pg` Pool adapter for real PostgreSQL (DATABASE_URL). */
export function createPgDb(options: PgDbOptions): Db {
  const schema = options.schema ?? 'public';
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    // Every connection starts in the right schema, so SQL never has to name it.
    ...(schema === 'public' ? {} : { options: `-c search_path=${schema}` }),
  });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);

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

  return {
    kind: 'pg',
    schema,
    inTransaction: false,
    query: async <T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> =>
      await pool.query<T & pg.QueryResultRow>(sql, params as unknown[] | undefined),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(clientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async withRawClient(fn) {
      const client = await pool.connect();
      try {
        return await fn(client);
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
