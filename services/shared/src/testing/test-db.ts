import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { createPgDb } from '../db/pg-db.ts';
import { createPgliteDb } from '../db/pglite-db.ts';

export interface TestDb {
  db: Db;
  /** Drops everything this test file created. */
  dispose(): Promise<void>;
}

/**
 * A migrated, empty database for one test file. On Postgres each file gets its own schema inside the run's
 * database, so files cannot disturb each other's read tables or event counts.
 */
export async function openTestDb(options: { migrated?: boolean } = {}): Promise<TestDb> {
  const migrated = options.migrated ?? true;
  const url = inject('testDatabaseUrl');
  if (!url || url === 'pglite') {
    const db = await createPgliteDb();
    if (migrated) await migrate(db);
    return { db, dispose: () => db.close() };
  }
  const schema = `t_${randomBytes(5).toString('hex')}`;
  await admin(url, `CREATE SCHEMA ${schema}`);
  const db = createPgDb({ connectionString: url, schema, max: 5 });
  if (migrated) await migrate(db);
  return {
    db,
    async dispose() {
      await db.close();
      await admin(url, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
