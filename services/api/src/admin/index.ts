// The admin slice: operators' hidden sign-in (password + TOTP), organisation review, the console (docs/admin.md).
// First: projections.ts reads it while offline-admins (below) is still importing projections.ts.
export { takedownsProjection } from './read-models/takedowns.projection.ts';
import type { AccountDeps, Guard } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import { adminRoutes } from './admin.routes.ts';

export { createAdmin } from './admin.service.ts';
export { offlineAdmins, type OfflineAdmins } from './offline-admins.ts';
export { totpCode, totpStepSeconds } from './totp.ts';
export { takeDownContent } from './takedown.service.ts';
export { takedownDecider, type TakedownCommand } from './takedown.decider.ts';
export { takedownKinds, takedownStreamId, type TakedownEvent, type TakedownKind } from './takedown.ts';

/** The admin door at `loginPath` (none without one) and the review of organisations. */
export function createAdminModule(deps: AccountDeps, guard: Guard, loginPath: string | undefined): ApiModule {
  // A suspension's reason is written about the person: it goes from the log with them.
  return { routes: [adminRoutes(deps, guard, loginPath)], logRedactions: [{ type: 'AccountSuspended', ownerKey: 'accountId', fields: [['reason']] }] };
}
