// Migrates and seeds the demo into the e2e server's fresh embedded database, then exits. playwright.config.ts runs
// it before `npm run admin:create`: the demo only seeds into an empty event log, and creating the admin writes the
// log's first events, so without this step the server would start without the demo the other specs read.
import { loadConfig } from '@fast-track/shared/config';
import { migrate } from '@fast-track/shared/db/migrate';
import { openDb } from '@fast-track/shared/db/open-db';
import { createLogger } from '@fast-track/shared/logger';
import { seedDemo } from '../../services/api/src/demo/seed-demo.ts';

const config = loadConfig();
const logger = createLogger('e2e-seed', 'warn');
const db = await openDb(config);
try {
  await migrate(db, logger);
  if (config.SEED_DEMO) await seedDemo(db, new Date(), logger);
} finally {
  await db.close();
}
