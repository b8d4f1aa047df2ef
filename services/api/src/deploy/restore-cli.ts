import path from 'node:path';
import { loadConfig } from '@fast-track/shared/config';
import { openDb } from '@fast-track/shared/db/open-db';
import { createLogger } from '@fast-track/shared/logger';
import { createBlobStore } from '../storage/index.ts';
import { restore } from './backup.ts';

// `npm run restore -- --from <folder>` (docs/operations.md "Backups"): into the EMPTY database of DATABASE_URL and the
// file store of S3_* (else DATA_DIR/files); then every read table is rebuilt from the restored log.
const config = loadConfig();
const logger = createLogger('restore', config.LOG_LEVEL);
const fromIndex = process.argv.indexOf('--from');
const from = fromIndex >= 0 ? process.argv[fromIndex + 1] : undefined;
if (!from || !config.DATABASE_URL) {
  logger.error('usage: DATABASE_URL=postgres://…/<empty database> npm run restore -- --from <backup folder>');
  process.exit(1);
}
const db = await openDb(config);
try {
  const files = createBlobStore(config);
  if (files.ensureBucket) await files.ensureBucket();
  await restore({ databaseUrl: config.DATABASE_URL, db, files: files.store, fromDir: path.resolve(from), logger });
} catch (error) {
  logger.error({ err: error }, 'restore failed');
  process.exitCode = 1;
} finally {
  await db.close();
}
