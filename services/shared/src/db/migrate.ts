import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { runner } from 'node-pg-migrate';
import type { ClientBase } from 'pg';
import { runsFromBuild } from '../build-info.ts';
import { repositoryRoot } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { Db } from './db.ts';

// From source, node-pg-migrate imports migrations/*.ts through tsx; the built services (the image: plain node, no
// TypeScript loader) run the same migrations compiled to services/dist/migrations/*.js. The names, which is what the
// database records, are the same.
export const migrationsDir = runsFromBuild ? path.join(repositoryRoot, 'services', 'dist', 'migrations') : path.join(repositoryRoot, 'migrations');
const migrationsTable = 'pgmigrations';

type AppliedMigration = Awaited<ReturnType<typeof runner>>[number];

/**
 * Applies pending migrations with node-pg-migrate on whichever adapter the Db wraps, so pg and PGlite run
 * exactly the same files. On real Postgres several API replicas may boot at once: they queue on the
 * advisory lock instead of failing. PGlite belongs to one process, so it needs no lock.
 */
export async function migrate(db: Db, logger?: Logger): Promise<AppliedMigration[]> {
  return db.withRawClient((client) =>
    runner({
      dbClient: client as unknown as ClientBase,
      dir: migrationsDir,
      migrationsTable,
      schema: db.schema,
      direction: 'up',
      singleTransaction: true,
      checkOrder: true,
      noLock: db.kind === 'pglite',
      advisoryLockMode: 'wait',
      logger: {
        debug: () => undefined,
        info: (msg: string) => logger?.info({ migration: msg.trim() }, 'migrate'),
        warn: (msg: string) => logger?.warn({ migration: msg.trim() }, 'migrate'),
        error: (msg: string) => logger?.error({ migration: msg.trim() }, 'migrate'),
      },
    }),
  );
}

let knownMigrations: Promise<string[]> | undefined;

/** Migration names on disk; read once per process because /readyz asks often. */
function migrationNames(): Promise<string[]> {
  knownMigrations ??= readdir(migrationsDir).then((files) =>
    files
      .filter((f) => /^\d+_.+\.(ts|js|sql)$/.test(f))
      .map((f) => f.replace(/\.(ts|js|sql)$/, ''))
      .sort(),
  );
  return knownMigrations;
}

/** Names of migrations on disk that the database has not applied yet (all of them on an empty database). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const names = await migrationNames();
  const exists = await db.query<{ present: boolean }>(
    `SELECT to_regclass($1) IS NOT NULL AS present`,
    [`${db.schema}.${migrationsTable}`],
  );
  if (!exists.rows[0]?.present) return names;
  const applied = await db.query<{ name: string }>(`SELECT name FROM ${migrationsTable}`);
  const done = new Set(applied.rows.map((r) => r.name));
  return names.filter((n) => !done.has(n));
}
