import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { migrate } from './migrate.ts';
import { openDb } from './open-db.ts';

// One-shot migration run (`npm run migrate`), e.g. the compose "migrate" service before the API replicas start.
const config = loadConfig();
const logger = createLogger('migrate', config.LOG_LEVEL);
const db = await openDb(config);
try {
  const applied = await migrate(db, logger);
  logger.info({ applied: applied.map((m) => m.name), target: db.kind }, 'migrations up to date');
} catch (error) {
  logger.error({ err: error }, 'migration failed');
  process.exitCode = 1;
} finally {
  await db.close();
}
