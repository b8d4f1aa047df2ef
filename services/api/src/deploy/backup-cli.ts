import path from 'node:path';
import { loadConfig } from '@fast-track/shared/config';
import { openDb } from '@fast-track/shared/db/open-db';
import { createLogger } from '@fast-track/shared/logger';
import { createBlobStore } from '../storage/index.ts';
import { backup } from './backup.ts';

// `npm run backup -- --out <folder>` (docs/operations.md "Backups"): DATABASE_URL's log and identity tables
// (pg_dump, custom format) and every uploaded file (the bucket of S3_*, else DATA_DIR/files) into the folder.
const config = loadConfig();
const logger = createLogger('backup', config.LOG_LEVEL);
const outIndex = process.argv.indexOf('--out');
const out = outIndex >= 0 ? process.argv[outIndex + 1] : undefined;
if (!out || !config.DATABASE_URL) {
  logger.error('usage: DATABASE_URL=postgres://… npm run backup -- --out <folder> (the embedded PGlite: copy DATA_DIR while the server is stopped)');
  process.exit(1);
}
const db = await openDb(config);
try {
  const files = createBlobStore(config);
  await backup({ databaseUrl: config.DATABASE_URL, db, files: { store: files.store, keys: files.keys }, outDir: path.resolve(out), logger });
} catch (error) {
  logger.error({ err: error }, 'backup failed');
  process.exitCode = 1;
} finally {
  await db.close();
}
