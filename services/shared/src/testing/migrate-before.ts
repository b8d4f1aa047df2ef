import { readdir } from 'node:fs/promises';
import { runner } from 'node-pg-migrate';
import type { ClientBase } from 'pg';
import type { Db } from '../db/db.ts';
import { migrationsDir } from '../db/migrate.ts';

/**
 * Applies every migration older than `migration` (its timestamp prefix), as `migrate()` would (same table, schema and
 * ordering checks), so a migration test can write data the way the code before it did, then run the rest.
 */
export async function migrateBefore(db: Db, migration: string): Promise<void> {
  const files = await readdir(migrationsDir);
  const count = files.filter((f) => /^\d+_.+\.(ts|js|sql)$/.test(f) && f < migration).length;
  await db.withRawClient((client) =>
    runner({
      dbClient: client as unknown as ClientBase,
      dir: migrationsDir,
      migrationsTable: 'pgmigrations',
      schema: db.schema,
      direction: 'up',
      count,
      singleTransaction: true,
      checkOrder: true,
      noLock: db.kind === 'pglite',
      // As migrate() does: another file migrating its own schema at the same time holds the lock for a moment.
      advisoryLockMode: 'wait',
      logger: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    }),
  );
}
