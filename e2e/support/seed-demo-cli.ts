// Migrates and seeds the demo into the e2e server's fresh embedded database, then creates the admins named in
// E2E_SEED_ADMINS, and exits. playwright.config.ts runs it before the server: the demo only seeds into an empty event
// log, and creating an admin writes the log's first events, so the demo goes first.
// The admins are made here, in the seed's process, the way `npm run admin:create` makes one (same services, same
// JSON answer in E2E_ADMIN_DIR/<use>.json), because each CLI run is one more `node --import tsx` start of the app
// graph and one more open of the PGlite folder before the server can start. The admin spec's own admin still comes
// from the CLI (playwright.config.ts), so the command an operator runs stays covered.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '@fast-track/shared/config';
import { migrate } from '@fast-track/shared/db/migrate';
import { openDb } from '@fast-track/shared/db/open-db';
import { createLogger } from '@fast-track/shared/logger';
import { offlineAdmins } from '../../services/api/src/admin/index.ts';
import { seedDemo } from '../../services/api/src/demo/seed-demo.ts';

const config = loadConfig();
const logger = createLogger('e2e-seed', 'warn');
const uses = (process.env.E2E_SEED_ADMINS ?? '').split(',').filter(Boolean);
const adminDir = process.env.E2E_ADMIN_DIR;
if (uses.length > 0 && !adminDir) throw new Error('E2E_SEED_ADMINS needs E2E_ADMIN_DIR (playwright.config.ts sets both)');
const db = await openDb(config);
try {
  await migrate(db, logger);
  if (config.SEED_DEMO) await seedDemo(db, new Date(), logger);
  if (uses.length > 0) {
    const admins = offlineAdmins(db, logger, config);
    for (const use of uses) {
      const email = `ops.${use}.e2e@fast-track.test`;
      const password = randomBytes(18).toString('base64url');
      const admin = await admins.create({ email, password });
      const answer = { uniqueId: admin.accountId, email, password, totpSecret: admin.secret, otpauth: admin.uri };
      writeFileSync(join(adminDir ?? '', `${use}.json`), JSON.stringify(answer, null, 2));
    }
    await admins.close();
  }
} finally {
  await db.close();
}
