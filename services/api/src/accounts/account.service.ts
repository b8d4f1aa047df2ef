import { randomUUID } from 'node:crypto';
import { redactSubject } from '@fast-track/shared/event-store/redact-subject';
import { NotFoundError } from '@fast-track/shared/errors';
import { deleteMailFor } from '../mail/index.ts';
import { runAccountCommand } from './account.commands.ts';
import { nowIso, retryAfterSeconds, type AccountDeps, type ErasureAfterCommit } from './account-deps.ts';
import { emailHash } from './email-hash.ts';
import { identityStore, type Identity } from './identity-store.ts';
import { loginAddressKey, unlockMailKey } from './login.service.ts';
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

/**
 * Checks of the current password per account per window (password change and account deletion share one count,
 * so a stolen token buys 5 guesses in all, not 5 per door). Counted before the check, so parallel guesses cannot
 * overshoot; a right password clears the count.
 */
export const currentPasswordLimit = 5;
export const currentPasswordWindowMs = 15 * 60_000;
export const currentPasswordKey = (accountId: string): string => `current-password:${accountId}`;

type CurrentPasswordCheck = { ok: true; identity: Identity } | { ok: false; answer: { msg: 'wrongpass' } | { msg: 'throttled'; retryAfter: number } };

async function checkCurrentPassword(deps: AccountDeps, accountId: string, password: string): Promise<CurrentPasswordCheck> {
  const key = currentPasswordKey(accountId);
  const attempt = await deps.rateLimiter.hit(key, currentPasswordLimit, currentPasswordWindowMs);
  if (!attempt.allowed) return { ok: false, answer: { msg: 'throttled', retryAfter: retryAfterSeconds(attempt.retryAfterMs) } };
  const identity = await identityStore.byId(deps.db, accountId);
  if (!identity) throw new NotFoundError(`No account ${accountId}`);
  // Accounts made through Google or LinkedIn have no password: the recovery link sets their first one.
  const matches = identity.passwordHash !== null && (await deps.passwords.verify(identity.passwordHash, password));
  if (!matches) return { ok: false, answer: { msg: 'wrongpass' } };
  await deps.rateLimiter.reset(key);
  return { ok: true, identity };
}

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
  const current = await checkCurrentPassword(deps, auth.accountId, input.currentPassword);
  if (!current.ok) return current.answer;
  const passwordHash = await deps.passwords.hash(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await identityStore.setPasswordHash(tx, auth.accountId, passwordHash);
    await deps.sessions.revokeOthers(auth.accountId, auth.token, tx);
    await resetTokenStore.discardAll(tx, auth.accountId);
    await runAccountCommand(deps, { type: 'ChangeAccountPassword', data: { accountId: auth.accountId, reason: 'change', now: nowIso(deps) } }, tx);
  });
  return { msg: 'success' };
}

/**
 * Erasure (docs/accounts.md § Erasure): every row that holds or points at the person's address or names goes
 * (identity, sessions, pending code, recovery links, local outbox and sent-mail log) in one transaction with
 * AccountDeleted; other slices' hooks run in it first (organisations refuse while the person is the last owner of a
 * team and end their memberships; participation leaves events and erases questions; …). Last, the person's id is
 * replaced by a random tombstone in the log and the read tables and their texts in the log are blanked, so nothing
 * left links to them. After the commit, what the hooks stored to send is handed over (a promoted student's mail to the
 * queue); then the limiter forgets the address's keys.
 */
export async function deleteAccount(
  deps: AccountDeps,
  accountId: string,
  password: string,
): Promise<{ msg: 'success' } | { msg: 'wrongpass' } | { msg: 'throttled'; retryAfter: number }> {
  const current = await checkCurrentPassword(deps, accountId, password);
  if (!current.ok) return current.answer;
  const { identity } = current;
  const hash = emailHash(deps.secret, identity.email);
  const now = nowIso(deps);

  // What the hooks hand over once the deletion has committed (a freed place's promotion mail): never before, so a
  // rolled-back deletion sends nothing.
  let afterCommit: ErasureAfterCommit[] = [];
  await deps.db.transaction(async (tx) => {
    afterCommit = [];
    for (const hook of deps.erasureHooks) {
      const then = await hook(tx, accountId, now);
      if (then) afterCommit.push(then);
    }
    await identityStore.erase(tx, accountId);
    await deps.sessions.revokeAll(accountId, tx);
    await resetTokenStore.discardAll(tx, accountId);
    await deps.otps.discard(hash, tx);
    await deleteMailFor(tx, identity.email);
    await runAccountCommand(deps, { type: 'DeleteAccount', data: { accountId, now } }, tx);
    await redactSubject(tx, { subject: accountId, tombstone: randomUUID(), blank: deps.logRedactions, readTables: deps.readTables });
  });
  for (const then of afterCommit) {
    await then().catch((error: unknown) => deps.logger.warn({ err: error }, 'erasure: an after-commit hand-off failed'));
  }
  await Promise.all(
    [otpThrottleKey(hash), loginAddressKey(hash), unlockMailKey(hash), recoveryThrottleKey(hash), currentPasswordKey(accountId)].map((key) =>
      deps.rateLimiter.reset(key),
    ),
  );
  return { msg: 'success' };
}
