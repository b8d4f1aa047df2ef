import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… of this run's throw-away database, or "pglite" when no server was reachable. */
    testDatabaseUrl: string;
  }
}

const serverUrl = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * One fresh database per `vitest --project int` run, so runs never see each other's data or leftovers.
 * Without a reachable server the tests fall back to in-memory PGlite (same SQL, same migrations).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const name = `ft_test_${randomBytes(6).toString('hex')}`;
  try {
    await adminQuery(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.warn(
      `[int-global-setup] PostgreSQL at ${new URL(serverUrl).host} unreachable (${(error as Error).message}); ` +
        'falling back to in-memory PGlite for integration tests',
    );
    project.provide('testDatabaseUrl', 'pglite');
    process.env['TEST_DATABASE_URL'] = 'pglite';
    // Nothing to drop: the in-memory databases vanish with their workers.
    return () => Promise.resolve();
  }
  const url = withDatabase(serverUrl, name);
  console.info(`[int-global-setup] integration tests use database ${name}`);
  project.provide('testDatabaseUrl', url);
  process.env['TEST_DATABASE_URL'] = url;
  return async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
