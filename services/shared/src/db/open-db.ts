import path from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from './db.ts';
import { createPgDb } from './pg-db.ts';
import { createPgliteDb } from './pglite-db.ts';

/** Real Postgres when DATABASE_URL is set, otherwise the embedded PGlite persisted under DATA_DIR/pglite. */
export function openDb(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Db> {
  if (config.DATABASE_URL) return Promise.resolve(createPgDb({ connectionString: config.DATABASE_URL }));
  return createPgliteDb(path.join(config.DATA_DIR, 'pglite'));
}
