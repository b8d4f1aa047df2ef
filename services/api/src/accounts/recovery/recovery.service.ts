import { randomBytes } from 'node:crypto';
import type { AccountKind } from '../account.ts';
import { runAccountCommand } from '../account.commands.ts';
import { nowIso, pickLanguage, retryAfterSeconds, type AccountDeps, type Language } from '../account-deps.ts';
import { emailHash, normaliseEmail } from '../email-hash.ts';
import { identityStore } from '../identity-store.ts';
import { checkPassword, passwordMessages } from '../password-hasher.ts';
import { findAccount } from '../read-models/account.queries.ts';
import { resetTokenStore } from './reset-token-store.ts';

export const recoveryResendWindowMs = 60_000;
export const recoveryThrottleKey = (hash: string): string => `recovery-send:${hash}`;
/** Reset attempts per client per window (a success gives its attempt back): no link is guessable, but each
 * attempt costs a query and, with a live link, an argon2 hash. */
export const resetLimitPerClient = 20;
export const resetWindowMs = 15 * 60_000;
export const resetClientKey = (ip: string): string => `recovery-reset:ip:${ip}`;

/** The screen a recovery link opens, by the account's kind (admins recover through an operator, not by mail). */
export const recoveryAudience: Partial<Record<AccountKind, 'student' | 'employer' | 'career-center'>> = {
  student: 'student',
  employer: 'employer',
  career_center: 'career-center',
};

/**
 * Always answers success so the call cannot be used to find out who has an account. A registered address gets
 * at most one link a minute (silently), so the endpoint cannot be used to flood someone's inbox. The link opens
 * the recovery screen of the account's own audience, whichever screen asked.
 */
export async function forgotPassword(deps: AccountDeps, input: { email: string; lng: Language }): Promise<{ msg: 'success' }> {
  const email = normaliseEmail(input.email);
  const hash = emailHash(deps.secret, email);
  const identity = await identityStore.byEmailHash(deps.db, hash);
  const audience = identity && recoveryAudience[identity.kind];
  if (!identity || !audience) return { msg: 'success' };
  const throttle = await deps.rateLimiter.hit(recoveryThrottleKey(hash), 1, recoveryResendWindowMs);
  if (!throttle.allowed) return { msg: 'success' };

  const uniqueId = await resetTokenStore.create(deps.db, identity.accountId, deps.now());
  // The language the person chose in settings wins over the page the request came from.
  const stored = (await findAccount(deps.db, identity.accountId))?.lng;
  await deps.mail.enqueue(
    {
      to: identity.email,
      template: 'password-reset',
      lng: stored ? pickLanguage(stored, undefined) : input.lng,
      vars: { uniqueId, name: identity.firstName, audience },
    },
    { jobId: `password-reset:${hash}:${randomBytes(8).toString('hex')}` },
  );
  return { msg: 'success' };
}

export type ResetAnswer =
  | { msg: 'success' }
  | { msg: 'expired' }
  | { msg: 'invalid' }
  | { msg: 'weak password'; message: string }
  | { msg: 'throttled'; retryAfter: number };

/**
 * New password, link spent, every session and every other link of the account ended: one transaction. The client's
 * attempt is counted first and the link checked before the new password is hashed, so garbage resets cost one
 * indexed read each and stop at the per-client limit; the link is then claimed atomically with the change (a
 * second tab racing this one gets 'invalid').
 */
export async function resetPassword(deps: AccountDeps, input: { uniqueId: string; password: string; ip: string }): Promise<ResetAnswer> {
  const clientKey = resetClientKey(input.ip);
  const byClient = await deps.rateLimiter.hit(clientKey, resetLimitPerClient, resetWindowMs);
  if (!byClient.allowed) return { msg: 'throttled', retryAfter: retryAfterSeconds(byClient.retryAfterMs) };
  const weak = checkPassword(input.password);
  if (weak) return { msg: 'weak password', message: passwordMessages[weak] };
  const link = await resetTokenStore.peek(deps.db, input.uniqueId, deps.now());
  if (link.result !== 'ok') return { msg: link.result };

  const passwordHash = await deps.passwords.hash(input.password);
  const nowMs = deps.now();
  const answer = await deps.db.transaction(async (tx): Promise<ResetAnswer> => {
    const claim = await resetTokenStore.claim(tx, input.uniqueId, nowMs);
    if (claim.result !== 'ok') return { msg: claim.result };
    const { accountId } = claim;
    await identityStore.setPasswordHash(tx, accountId, passwordHash);
    await deps.sessions.revokeAll(accountId, tx);
    await resetTokenStore.discardAll(tx, accountId);
    await runAccountCommand(deps, { type: 'ChangeAccountPassword', data: { accountId, reason: 'reset', now: nowIso(deps) } }, tx);
    return { msg: 'success' };
  });
  if (answer.msg === 'success') await deps.rateLimiter.release(clientKey);
  return answer;
}
