import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { developmentIdentitySecret, loadConfig } from '@fast-track/shared/config';
import { migrate } from '@fast-track/shared/db/migrate';
import { openDb } from '@fast-track/shared/db/open-db';
import { createLogger } from '@fast-track/shared/logger';
import { createRateLimiter } from '@fast-track/shared/rate-limit/rate-limiter';
import { createAccountsModule } from '../accounts/index.ts';
import { createInProcessMailQueue, createOutboxTransport } from '../mail/index.ts';
import { membershipLookup } from '../organisations/index.ts';
import { projections } from '../projections.ts';
import { createAdmin } from './admin.service.ts';

// npm run admin:create -- --email ops@example.com [--password '…']
// Creates an admin (no self-registration exists) and prints the TOTP secret once, for an authenticator app.
// In embedded mode stop the server first: the PGlite folder belongs to one process.
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
if (!values.email) {
  console.error('usage: npm run admin:create -- --email <address> [--password <password>]');
  process.exit(2);
}
const config = loadConfig();
const logger = createLogger('admin-cli', 'warn');
const db = await openDb(config);
try {
  await migrate(db, logger);
  const password = values.password ?? randomBytes(18).toString('base64url');
  const mail = createInProcessMailQueue({ db, logger, transport: createOutboxTransport(db), from: config.MAIL_FROM, publicUrl: config.PUBLIC_URL });
  const accounts = createAccountsModule({
    db,
    logger,
    secret: config.IDENTITY_SECRET ?? developmentIdentitySecret,
    now: Date.now,
    rateLimiter: createRateLimiter(undefined, { now: Date.now }),
    mail,
    projections: projections.inline,
    memberships: membershipLookup(db),
  });
  const admin = await createAdmin(accounts.deps, { email: values.email, password });
  await mail.close();
  console.log(JSON.stringify({ uniqueId: admin.accountId, email: values.email, ...(values.password ? {} : { password }), totpSecret: admin.secret, otpauth: admin.uri }, null, 2));
  console.error(config.ADMIN_LOGIN_PATH ? `Sign in at ${config.PUBLIC_URL}${config.ADMIN_LOGIN_PATH}` : 'ADMIN_LOGIN_PATH is not set: the admin sign-in is off until it is.');
} finally {
  await db.close();
}
