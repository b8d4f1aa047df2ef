import { randomBytes } from 'node:crypto';
import type { AccountKind } from './account.ts';
import { pickLanguage, retryAfterSeconds, type AccountDeps, type Language } from './account-deps.ts';
import { emailHash, normaliseEmail } from './email-hash.ts';
import { identityStore } from './identity-store.ts';
import { passwordMaxLength } from './password-hasher.ts';
import { findAccount } from './read-models/account.queries.ts';
import { recoveryAudience } from './recovery/recovery.service.ts';
import { resetTokenStore } from './recovery/reset-token-store.ts';

export const loginWindowMs = 15 * 60_000;
export const loginLimitPerAddress = 10;
export const loginLimitPerClient = 30;
/** The admin door's keys (admin.service.ts), here so an unlock clears the right ones. */
export const adminLimitPrefix = 'admin-';

export type LoginAnswer =
  | { msg: 'success'; token: string; uniqueId: string; kind: AccountKind }
  | { msg: 'notreg' }
  /** The password is right but the account belongs to another audience's login (told only to its owner). */
  | { msg: 'wrongkind'; kind: AccountKind }
  | { msg: 'wrongpass' }
  /**
   * `reason` 'address': this address had too many failures (its owner, if it has an account, was mailed an unlock
   * link); 'client': this client had too many failures, whatever the addresses.
   */
  | { msg: 'ratelimited'; retryAfter: number; reason: 'address' | 'client' };

export const loginAddressKey = (hash: string): string => `login:addr:${hash}`;
/** The same address from one client: the bound a browser the address's owner uses is held to (login-device.ts). */
export const loginDeviceKey = (hash: string, ip: string): string => `login:addr:${hash}:ip:${ip}`;
export const loginClientKey = (ip: string): string => `login:ip:${ip}`;
/** One unlock mail per address per login window, however long the guessing goes on. */
export const unlockMailKey = (hash: string): string => `login-unlock-mail:${hash}`;
export const unlockLimitPerClient = 20;
export const unlockClientKey = (ip: string): string => `login-unlock:ip:${ip}`;

/** One audience's login limits (the admin door has stricter ones: admin.service.ts). */
export interface LoginLimits {
  /** Key prefix, so one audience's counts never spend another's. */
  prefix: string;
  perClient: number;
  perAddress: number;
}

export const accountLoginLimits: LoginLimits = { prefix: '', perClient: loginLimitPerClient, perAddress: loginLimitPerAddress };

export interface LimitCheck {
  /** Set when the caller may not try now. */
  limited?: { msg: 'ratelimited'; retryAfter: number; reason: 'address' | 'client' };
  /** What a success gives back: the address count is cleared, the client's attempt returned. */
  onSuccess: () => Promise<void>;
}

/**
 * Counts an attempt before any password work, so a limited caller costs no argon2 time and a parallel burst gets no
 * more checks than the limits allow:
 * - per client (30): a success gives its attempt back, so a campus behind one NAT address is not locked out by its
 *   students' successful logins, while the attacker's failures, in parallel or not, stop at 30;
 * - per address (10): from a browser without the address's device mark, every client's failures count together (the
 *   bound on distributed guessing); from a marked browser (it signed in to this address before, or opened its unlock
 *   link) only that client's own failures count, so a stranger's guesses never keep the owner out of their browser.
 * A limited address has its owner mailed an unlock link (once per window).
 */
export async function checkLoginLimits(
  deps: AccountDeps,
  limits: LoginLimits,
  input: { hash: string; ip: string; knownDevice: boolean; lng: Language },
): Promise<LimitCheck> {
  const clientKey = `${limits.prefix}${loginClientKey(input.ip)}`;
  const addressKey = `${limits.prefix}${input.knownDevice ? loginDeviceKey(input.hash, input.ip) : loginAddressKey(input.hash)}`;
  const onSuccess = async () => {
    await Promise.all([deps.rateLimiter.reset(addressKey), deps.rateLimiter.release(clientKey)]);
  };
  const byClient = await deps.rateLimiter.hit(clientKey, limits.perClient, loginWindowMs);
  if (!byClient.allowed) return { limited: { msg: 'ratelimited', retryAfter: retryAfterSeconds(byClient.retryAfterMs), reason: 'client' }, onSuccess };
  const byAddress = await deps.rateLimiter.hit(addressKey, limits.perAddress, loginWindowMs);
  if (!byAddress.allowed) {
    await offerUnlock(deps, input.hash, input.lng);
    return { limited: { msg: 'ratelimited', retryAfter: retryAfterSeconds(byAddress.retryAfterMs), reason: 'address' }, onSuccess };
  }
  return { onSuccess };
}

export async function login(
  deps: AccountDeps,
  input: { email: string; password: string; ip: string; kinds: readonly AccountKind[]; lng?: Language; knownDevice?: (emailHash: string) => boolean },
): Promise<LoginAnswer & { emailHash?: string }> {
  const email = normaliseEmail(input.email);
  const hash = emailHash(deps.secret, email);
  const check = await checkLoginLimits(deps, accountLoginLimits, { hash, ip: input.ip, knownDevice: input.knownDevice?.(hash) ?? false, lng: input.lng ?? 'en' });
  if (check.limited) return check.limited;

  const identity = await identityStore.byEmailHash(deps.db, hash);
  // Same argon2 work whether or not the account exists, so response time does not tell (the answer does,
  // as the spec requires 'notreg'; the limits above bound how fast anyone can ask).
  if (!identity || identity.passwordHash === null || input.password.length > passwordMaxLength) {
    await deps.passwords.verifyDummy(input.password.slice(0, passwordMaxLength));
    return identity ? { msg: 'wrongpass' } : { msg: 'notreg' };
  }
  if (!(await deps.passwords.verify(identity.passwordHash, input.password))) return { msg: 'wrongpass' };

  await check.onSuccess();
  if (!input.kinds.includes(identity.kind)) return { msg: 'wrongkind', kind: identity.kind };
  const token = await deps.sessions.create(identity.accountId, deps.now());
  // emailHash: for the route to mark this browser (login-device.ts); never part of the answer.
  return { msg: 'success', token, uniqueId: identity.accountId, kind: identity.kind, emailHash: hash };
}

/**
 * Anyone can limit an address for browsers without its device mark; its owner gets back in through their inbox. Once
 * per login window the owner of a limited address (any account with a password: students, employers, career centers,
 * admins) is
 * mailed a single-use unlock link (30 minutes, only its SHA-256 stored, a 'unlock' link of the recovery links'
 * table). The answer to the caller is the same whether or not anything was mailed, and the mail carries nothing
 * of the caller. A failure to mail is logged, never the caller's problem.
 */
async function offerUnlock(deps: AccountDeps, hash: string, lng: Language): Promise<void> {
  const mailKey = unlockMailKey(hash);
  let counted = false;
  try {
    const identity = await identityStore.byEmailHash(deps.db, hash);
    if (!identity || !unlockAudience[identity.kind]) return;
    const once = await deps.rateLimiter.hit(mailKey, 1, loginWindowMs);
    counted = true;
    if (!once.allowed) return;
    const uniqueId = await resetTokenStore.create(deps.db, identity.accountId, deps.now(), 'unlock');
    const stored = (await findAccount(deps.db, identity.accountId))?.lng;
    await deps.mail.enqueue(
      { to: identity.email, template: 'unlock', lng: stored ? pickLanguage(stored, undefined) : lng, vars: { uniqueId, name: identity.firstName } },
      { jobId: `unlock:${hash}:${randomBytes(8).toString('hex')}` },
    );
  } catch (error) {
    deps.logger.warn({ err: error }, 'login unlock mail not sent');
    // Nothing went out: the next limited attempt may try again.
    if (counted) await deps.rateLimiter.reset(mailKey);
  }
}

/** Whose login screen an unlock leads to; an admin's door is not named (the SPA says to sign in where they do). */
const unlockAudience: Partial<Record<AccountKind, 'student' | 'employer' | 'career-center' | 'admin'>> = { ...recoveryAudience, admin: 'admin' };

export type UnlockAnswer =
  | { msg: 'success'; audience: 'student' | 'employer' | 'career-center' | 'admin' }
  | { msg: 'expired' }
  | { msg: 'invalid' }
  | { msg: 'throttled'; retryAfter: number };

/**
 * The mailed unlock link, claimed once (one conditional UPDATE): clears the login limit of the account's address (and
 * its unlock-mail count, so a new lockout mails a new link). Says which login screen to go on to.
 */
export async function unlockLogin(deps: AccountDeps, input: { uniqueId: string; ip: string }): Promise<UnlockAnswer & { emailHash?: string }> {
  const clientKey = unlockClientKey(input.ip);
  const byClient = await deps.rateLimiter.hit(clientKey, unlockLimitPerClient, loginWindowMs);
  if (!byClient.allowed) return { msg: 'throttled', retryAfter: retryAfterSeconds(byClient.retryAfterMs) };
  const nowMs = deps.now();
  const claim = await deps.db.transaction((tx) => resetTokenStore.claim(tx, input.uniqueId, nowMs, 'unlock'));
  if (claim.result !== 'ok') return { msg: claim.result };
  const identity = await identityStore.byId(deps.db, claim.accountId);
  if (!identity) return { msg: 'invalid' };
  const hash = emailHash(deps.secret, identity.email);
  const prefix = identity.kind === 'admin' ? adminLimitPrefix : '';
  await Promise.all([
    deps.rateLimiter.reset(`${prefix}${loginAddressKey(hash)}`),
    deps.rateLimiter.reset(`${prefix}${loginDeviceKey(hash, input.ip)}`),
    deps.rateLimiter.reset(unlockMailKey(hash)),
    deps.rateLimiter.release(clientKey),
  ]);
  // emailHash: the route marks the browser that opened the link (login-device.ts); never part of the answer.
  return { msg: 'success', audience: unlockAudience[identity.kind] ?? 'student', emailHash: hash };
}
