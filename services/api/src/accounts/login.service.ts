import type { AccountKind } from './account.ts';
import { retryAfterSeconds, type AccountDeps } from './account-deps.ts';
import { emailHash, normaliseEmail } from './email-hash.ts';
import { identityStore } from './identity-store.ts';
import { passwordMaxLength } from './password-hasher.ts';

export const loginWindowMs = 15 * 60_000;
export const loginLimitPerAddress = 10;
export const loginLimitPerClient = 30;

export type LoginAnswer =
  | { msg: 'success'; token: string; uniqueId: string; kind: AccountKind }
  | { msg: 'notreg' }
  /** The password is right but the account belongs to another audience's login (told only to its owner). */
  | { msg: 'wrongkind'; kind: AccountKind }
  | { msg: 'wrongpass' }
  | { msg: 'ratelimited'; retryAfter: number };

export const loginAddressKey = (hash: string): string => `login:addr:${hash}`;
export const loginClientKey = (ip: string): string => `login:ip:${ip}`;

/**
 * Limits are checked before any password work, so a limited caller costs no argon2 time. Both count the attempt
 * atomically before the password is checked, so a parallel burst gets no more checks than the limit allows:
 * - per address (10): a success clears the count, so in effect only failures accumulate;
 * - per client (30): a success (or the right password on another audience's screen) gives its attempt back, so a
 *   campus behind one NAT address is not locked out by its students' successful logins, while the attacker's
 *   failures, in parallel or not, stop at 30.
 */
export async function login(
  deps: AccountDeps,
  input: { email: string; password: string; ip: string; kinds: readonly AccountKind[] },
): Promise<LoginAnswer> {
  const email = normaliseEmail(input.email);
  const hash = emailHash(deps.secret, email);
  const clientKey = loginClientKey(input.ip);
  const byClient = await deps.rateLimiter.hit(clientKey, loginLimitPerClient, loginWindowMs);
  if (!byClient.allowed) return { msg: 'ratelimited', retryAfter: retryAfterSeconds(byClient.retryAfterMs) };
  const byAddress = await deps.rateLimiter.hit(loginAddressKey(hash), loginLimitPerAddress, loginWindowMs);
  if (!byAddress.allowed) return { msg: 'ratelimited', retryAfter: retryAfterSeconds(byAddress.retryAfterMs) };

  const identity = await identityStore.byEmailHash(deps.db, hash);
  // Same argon2 work whether or not the account exists, so response time does not tell (the answer does,
  // as the spec requires 'notreg'; the limits above bound how fast anyone can ask).
  if (!identity || identity.passwordHash === null || input.password.length > passwordMaxLength) {
    await deps.passwords.verifyDummy(input.password.slice(0, passwordMaxLength));
    return identity ? { msg: 'wrongpass' } : { msg: 'notreg' };
  }
  if (!(await deps.passwords.verify(identity.passwordHash, input.password))) return { msg: 'wrongpass' };

  await Promise.all([deps.rateLimiter.reset(loginAddressKey(hash)), deps.rateLimiter.release(clientKey)]);
  if (!input.kinds.includes(identity.kind)) return { msg: 'wrongkind', kind: identity.kind };
  const token = await deps.sessions.create(identity.accountId, deps.now());
  return { msg: 'success', token, uniqueId: identity.accountId, kind: identity.kind };
}
