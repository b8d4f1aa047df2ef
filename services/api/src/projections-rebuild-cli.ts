import { loadConfig } from '@fast-track/shared/config';
import { migrate } from '@fast-track/shared/db/migrate';
import { openDb } from '@fast-track/shared/db/open-db';
import { drainProjections } from '@fast-track/shared/event-store/async-runner';
import { rebuildProjections } from '@fast-track/shared/event-store/rebuild';
import { createLogger } from '@fast-track/shared/logger';
import { projections } from './projections.ts';

// `npm run projections:rebuild`: replay the whole log into fresh read tables. In embedded mode stop the server
// first (PGlite's data folder belongs to one process); on Postgres it may run beside live replicas.
const config = loadConfig();
const logger = createLogger('projections-rebuild', config.LOG_LEVEL);
const db = await openDb(config);
try {
  await migrate(db, logger);
  const { replayed } = await rebuildProjections(db, projections);
  const asyncApplied = await drainProjections(db, projections.async);
  logger.info({ replayed, asyncApplied }, 'read tables rebuilt from the event log');
} catch (error) {
  logger.error({ err: error }, 'rebuild failed');
  process.exitCode = 1;
} finally {
  await db.close();
}
