import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '@fast-track/shared/config';
import { migrate } from '@fast-track/shared/db/migrate';
import { openDb } from '@fast-track/shared/db/open-db';
import { createLogger } from '@fast-track/shared/logger';
import { offlineAdmins } from './offline-admins.ts';

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
  const admins = offlineAdmins(db, logger, config);
  const admin = await admins.create({ email: values.email, password });
  await admins.close();
  console.log(JSON.stringify({ uniqueId: admin.accountId, email: values.email, ...(values.password ? {} : { password }), totpSecret: admin.secret, otpauth: admin.uri }, null, 2));
  console.error(config.ADMIN_LOGIN_PATH ? `Sign in at ${config.PUBLIC_URL}${config.ADMIN_LOGIN_PATH}` : 'ADMIN_LOGIN_PATH is not set: the admin sign-in is off until it is.');
} finally {
  await db.close();
}
