import { loadConfig } from '@fast-track/shared/config';
import { migrate } from '@fast-track/shared/db/migrate';
import { openDb } from '@fast-track/shared/db/open-db';
import { createLogger } from '@fast-track/shared/logger';
import { createBlobStore } from '../storage/index.ts';

// The deployment's one-shot step before any replica starts (compose service "migrate", the Kubernetes migrate Job):
// the database schema up to date, then, when uploads go to a bucket (S3_BUCKET), the bucket there. Exit 0 only when
// both are done, since the replicas wait for exactly that (service_completed_successfully).
// `npm run migrate` stays the schema step alone (embedded default: no bucket).
const config = loadConfig();
const logger = createLogger('migrate', config.LOG_LEVEL);
const db = await openDb(config);
try {
  const applied = await migrate(db, logger);
  logger.info({ applied: applied.map((m) => m.name), target: db.kind }, 'migrations up to date');
  const files = createBlobStore(config);
  if (files.ensureBucket) logger.info({ bucket: files.where, outcome: await files.ensureBucket() }, 'upload bucket ready');
} catch (error) {
  logger.error({ err: error }, 'prepare failed');
  process.exitCode = 1;
} finally {
  await db.close();
}
