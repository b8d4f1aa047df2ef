// The admin slice: operators' hidden sign-in (password + TOTP) and company review.
import type { AccountDeps, Guard } from '../accounts/index.ts';
import type { ApiModule } from '../http/module.ts';
import { adminRoutes } from './admin.routes.ts';

export { createAdmin } from './admin.service.ts';
export { offlineAdmins, type OfflineAdmins } from './offline-admins.ts';
export { totpCode, totpStepSeconds } from './totp.ts';

/** The admin door at `loginPath` (none without one) and the review of organisations. */
export function createAdminModule(deps: AccountDeps, guard: Guard, loginPath: string | undefined): ApiModule {
  return { routes: [adminRoutes(deps, guard, loginPath)] };
}
