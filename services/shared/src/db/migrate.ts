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
  // node-pg-migrate imports every migration file before it looks at what the database applied (67 TypeScript files
  // through the loader: ≈3 s of a restart on two cores). Two small queries say whether the database already matches
  // the files exactly; only otherwise does the runner run (it takes the lock on Postgres and checks again, so replicas
  // racing here stay correct, and it reports a database that holds migrations these files do not know).
  if (await upToDate(db)) return [];
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

/** Names the database recorded as applied, or undefined before the first migration made the table. */
async function appliedMigrations(db: Db): Promise<Set<string> | undefined> {
  const exists = await db.query<{ present: boolean }>(
    `SELECT to_regclass($1) IS NOT NULL AS present`,
    [`${db.schema}.${migrationsTable}`],
  );
  if (!exists.rows[0]?.present) return undefined;
  const applied = await db.query<{ name: string }>(`SELECT name FROM ${migrationsTable}`);
  return new Set(applied.rows.map((r) => r.name));
}

/** Names of migrations on disk that the database has not applied yet (all of them on an empty database). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const names = await migrationNames();
  const done = await appliedMigrations(db);
  return done ? names.filter((n) => !done.has(n)) : names;
}

/** The database applied exactly the migrations on disk: nothing pending and nothing unknown. */
async function upToDate(db: Db): Promise<boolean> {
  const names = await migrationNames();
  const done = await appliedMigrations(db);
  return done !== undefined && done.size === names.length && names.every((n) => done.has(n));
}
