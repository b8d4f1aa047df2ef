import type { Config } from '@fast-track/shared/config';
import { developmentIdentitySecret } from '@fast-track/shared/config';
import type { Db } from '@fast-track/shared/db/db';
import type { Logger } from '@fast-track/shared/logger';
import { createRateLimiter } from '@fast-track/shared/rate-limit/rate-limiter';
import { createAccountsModule } from '../accounts/index.ts';
import { createInProcessMailQueue, createOutboxTransport } from '../mail/index.ts';
import { membershipLookup } from '../organisations/index.ts';
import { projections } from '../projections.ts';
import { createAdmin } from './admin.service.ts';

export interface OfflineAdmins {
  /** The admin account and its TOTP secret (shown once), as `npm run admin:create` prints them. */
  create(input: { email: string; password: string }): Promise<{ accountId: string; secret: string; uri: string }>;
  /** Drains the in-process mail queue; the caller still owns (and closes) the database. */
  close(): Promise<void>;
}

/**
 * Creates admins outside the server, on an open and migrated database: the accounts slice wired the way the server
 * wires it (same secret, projections and memberships), with mail kept in the outbox. `npm run admin:create` and the
 * e2e seed (e2e/support/seed-demo-cli.ts) both use it, so the two cannot drift apart.
 */
export function offlineAdmins(db: Db, logger: Logger, config: Config): OfflineAdmins {
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
  return {
    create: (input) => createAdmin(accounts.deps, input),
    close: () => mail.close(),
  };
}
