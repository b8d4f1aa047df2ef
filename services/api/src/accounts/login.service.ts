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
 * Limits are checked before any password work, so a limited caller costs no argon2 time.
 * - Per address the attempt is counted before the password is checked (a parallel burst cannot get more than
 *   10 guesses at one account); a success clears the count, so in effect only failures accumulate.
 * - Per client only failures are counted (peek first, count after a miss), so a campus behind one NAT address
 *   is not locked out by its students' successful logins. Parallel requests can overshoot this one by the
 *   number in flight; the strict per-address limit is what caps guessing at any single account.
 */
export async function login(
  deps: AccountDeps,
  input: { email: string; password: string; ip: string; kinds: readonly AccountKind[] },
): Promise<LoginAnswer> {
  const email = normaliseEmail(input.email);
  const hash = emailHash(deps.secret, email);
  const clientKey = loginClientKey(input.ip);
  const byClient = await deps.rateLimiter.peek(clientKey, loginLimitPerClient);
  if (!byClient.allowed) return { msg: 'ratelimited', retryAfter: retryAfterSeconds(byClient.retryAfterMs) };
  const byAddress = await deps.rateLimiter.hit(loginAddressKey(hash), loginLimitPerAddress, loginWindowMs);
  if (!byAddress.allowed) return { msg: 'ratelimited', retryAfter: retryAfterSeconds(byAddress.retryAfterMs) };

  const failed = async <A extends LoginAnswer>(answer: A): Promise<A> => {
    await deps.rateLimiter.hit(clientKey, loginLimitPerClient, loginWindowMs);
    return answer;
  };
  const identity = await identityStore.byEmailHash(deps.db, hash);
  // Same argon2 work whether or not the account exists, so response time does not tell (the answer does,
  // as the spec requires 'notreg'; the limits above bound how fast anyone can ask).
  if (!identity || identity.passwordHash === null || input.password.length > passwordMaxLength) {
    await deps.passwords.verifyDummy(input.password.slice(0, passwordMaxLength));
    return failed(identity ? { msg: 'wrongpass' } : { msg: 'notreg' });
  }
  if (!(await deps.passwords.verify(identity.passwordHash, input.password))) return failed({ msg: 'wrongpass' });

  await deps.rateLimiter.reset(loginAddressKey(hash));
  if (!input.kinds.includes(identity.kind)) return { msg: 'wrongkind', kind: identity.kind };
  const token = await deps.sessions.create(identity.accountId, deps.now());
  return { msg: 'success', token, uniqueId: identity.accountId, kind: identity.kind };
}
