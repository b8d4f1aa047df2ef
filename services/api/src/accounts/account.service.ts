import { NotFoundError } from '@fast-track/shared/errors';
import { deleteMailFor } from '../mail/index.ts';
import { runAccountCommand } from './account.commands.ts';
import { nowIso, retryAfterSeconds, type AccountDeps } from './account-deps.ts';
import { emailHash } from './email-hash.ts';
import { identityStore } from './identity-store.ts';
import { loginAddressKey } from './login.service.ts';
import { otpThrottleKey } from './otp/otp.service.ts';
import { checkPassword, passwordMessages } from './password-hasher.ts';
import { findAccountProfile, type AccountProfile } from './read-models/account.queries.ts';
import { recoveryThrottleKey } from './recovery/recovery.service.ts';
import { resetTokenStore } from './recovery/reset-token-store.ts';

export async function accountProfileOf(deps: AccountDeps, accountId: string): Promise<AccountProfile> {
  const profile = await findAccountProfile(deps.db, accountId);
  if (!profile) throw new NotFoundError(`No account ${accountId}`);
  return profile;
}

/** The names change in the identity row; the log only records that a rename happened. */
export async function renameAccount(deps: AccountDeps, accountId: string, names: { firstName: string; lastName?: string | undefined }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const identity = await identityStore.byId(tx, accountId, true);
    if (!identity) throw new NotFoundError(`No account ${accountId}`);
    await identityStore.rename(tx, accountId, names.firstName.trim(), names.lastName?.trim() ?? identity.lastName);
    await runAccountCommand(deps, { type: 'RenameAccount', data: { accountId, now: nowIso(deps) } }, tx);
  });
}

export async function changeLanguage(deps: AccountDeps, accountId: string, lng: string): Promise<void> {
  await runAccountCommand(deps, { type: 'ChangeAccountLanguage', data: { accountId, lng, now: nowIso(deps) } });
}

/** Wrong current passwords per account per window before the change is refused for a while. */
export const passwordChangeLimit = 5;
export const passwordChangeWindowMs = 15 * 60_000;
export const passwordChangeKey = (accountId: string): string => `password-change:${accountId}`;

export type PasswordChangeAnswer =
  | { msg: 'success' }
  | { msg: 'wrongpass' }
  | { msg: 'weak password'; message: string }
  | { msg: 'throttled'; retryAfter: number };

/**
 * Knowing the current password, set a new one (argon2id through the shared hasher). Every other session and
 * every pending recovery link end with it, in one transaction; the session that asked stays signed in.
 */
export async function changePassword(
  deps: AccountDeps,
  auth: { accountId: string; token: string },
  input: { currentPassword: string; newPassword: string },
): Promise<PasswordChangeAnswer> {
  const weak = checkPassword(input.newPassword);
  if (weak) return { msg: 'weak password', message: passwordMessages[weak] };
  const key = passwordChangeKey(auth.accountId);
  const blocked = await deps.rateLimiter.peek(key, passwordChangeLimit);
  if (!blocked.allowed) return { msg: 'throttled', retryAfter: retryAfterSeconds(blocked.retryAfterMs) };

  const identity = await identityStore.byId(deps.db, auth.accountId);
  if (!identity) throw new NotFoundError(`No account ${auth.accountId}`);
  // Accounts made through Google or LinkedIn have no password: the recovery link sets their first one.
  const matches = identity.passwordHash !== null && (await deps.passwords.verify(identity.passwordHash, input.currentPassword));
  if (!matches) {
    await deps.rateLimiter.hit(key, passwordChangeLimit, passwordChangeWindowMs);
    return { msg: 'wrongpass' };
  }
  const passwordHash = await deps.passwords.hash(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await identityStore.setPasswordHash(tx, auth.accountId, passwordHash);
    await deps.sessions.revokeOthers(auth.accountId, auth.token, tx);
    await resetTokenStore.discardAll(tx, auth.accountId);
    await runAccountCommand(deps, { type: 'ChangeAccountPassword', data: { accountId: auth.accountId, reason: 'change', now: nowIso(deps) } }, tx);
  });
  await deps.rateLimiter.reset(key);
  return { msg: 'success' };
}

/**
 * Erasure: every row that holds or points at the person's address or names goes (identity, sessions, pending
 * code, recovery links, local outbox and sent-mail log) in one transaction with AccountDeleted (which carries only
 * the id and kind); other slices' hooks run in it first (organisations refuse while the person is the last owner
 * of a team, and end their memberships). Then the limiter forgets the address's keys. The event log never held
 * personal data, so nothing in it needs rewriting.
 */
export async function deleteAccount(deps: AccountDeps, accountId: string, password: string): Promise<{ msg: 'success' } | { msg: 'wrongpass' }> {
  const identity = await identityStore.byId(deps.db, accountId);
  if (!identity) throw new NotFoundError(`No account ${accountId}`);
  const matches = identity.passwordHash !== null && (await deps.passwords.verify(identity.passwordHash, password));
  if (!matches) return { msg: 'wrongpass' };
  const hash = emailHash(deps.secret, identity.email);
  const now = nowIso(deps);

  await deps.db.transaction(async (tx) => {
    for (const hook of deps.erasureHooks) await hook(tx, accountId, now);
    await identityStore.erase(tx, accountId);
    await deps.sessions.revokeAll(accountId, tx);
    await resetTokenStore.discardAll(tx, accountId);
    await deps.otps.discard(hash, tx);
    await deleteMailFor(tx, identity.email);
    await runAccountCommand(deps, { type: 'DeleteAccount', data: { accountId, now } }, tx);
  });
  await Promise.all([otpThrottleKey(hash), loginAddressKey(hash), recoveryThrottleKey(hash)].map((key) => deps.rateLimiter.reset(key)));
  return { msg: 'success' };
}
