import { randomUUID } from 'node:crypto';
import {
  createAccount,
  emailHash,
  identityStore,
  adminLimitPrefix,
  checkLoginLimits,
  type LoginLimits,
  normaliseEmail,
  passwordMaxLength,
  type AccountDeps,
} from '../accounts/index.ts';
import { decryptTotpSecret, encryptTotpSecret, matchTotp, newTotpSecret, otpauthUri } from './totp.ts';

export const adminLoginLimitPerAddress = 5;
export const adminLoginLimitPerClient = 20;
export const adminLoginWindowMs = 15 * 60_000;

/** `npm run admin:create`: the account (kind admin, no session) and its TOTP secret, shown once. */
export async function createAdmin(deps: AccountDeps, input: { email: string; password: string }): Promise<{ accountId: string; secret: string; uri: string }> {
  const email = normaliseEmail(input.email);
  const secret = newTotpSecret();
  const passwordHash = await deps.passwords.hash(input.password);
  const { accountId } = await createAccount(
    deps,
    { kind: 'admin', email, passwordHash, method: 'cli', firstName: 'Admin', session: false, accountId: randomUUID() },
    (tx, id) => identityStore.setTotpSecret(tx, id, encryptTotpSecret(deps.secret, secret)),
  );
  return { accountId, secret, uri: otpauthUri(email, secret) };
}

export type AdminLoginAnswer =
  | { msg: 'success'; token: string; uniqueId: string }
  | { msg: 'invalid' }
  | { msg: 'ratelimited'; retryAfter: number; reason: 'address' | 'client' };

const adminLimits: LoginLimits = { prefix: adminLimitPrefix, perClient: adminLoginLimitPerClient, perAddress: adminLoginLimitPerAddress };

/**
 * Password and a TOTP code, both right, or one 'invalid' answer that does not say which was wrong. Every attempt
 * counts against the address and the client before any work (argon2 included), as every login does
 * (accounts/login.service.ts checkLoginLimits: a browser the admin signed in with before is held to its own count,
 * and a limited address has its owner mailed an unlock link), and a code works once.
 */
export async function adminLogin(
  deps: AccountDeps,
  input: { email: string; password: string; totp: string; ip: string; knownDevice?: (emailHash: string) => boolean },
): Promise<AdminLoginAnswer & { emailHash?: string }> {
  const hash = emailHash(deps.secret, normaliseEmail(input.email));
  const check = await checkLoginLimits(deps, adminLimits, { hash, ip: input.ip, knownDevice: input.knownDevice?.(hash) ?? false, lng: 'en' });
  if (check.limited) return check.limited;
  const identity = await identityStore.byEmailHash(deps.db, hash);
  const password = input.password.slice(0, passwordMaxLength);
  if (!identity || identity.kind !== 'admin' || identity.passwordHash === null) {
    await deps.passwords.verifyDummy(password);
    return { msg: 'invalid' };
  }
  if (!(await deps.passwords.verify(identity.passwordHash, password))) return { msg: 'invalid' };
  const totp = await identityStore.totpOf(deps.db, identity.accountId);
  if (!totp?.secret) return { msg: 'invalid' };
  const step = matchTotp(decryptTotpSecret(deps.secret, totp.secret), input.totp, deps.now());
  if (step === undefined || !(await identityStore.claimTotpStep(deps.db, identity.accountId, step))) return { msg: 'invalid' };
  const token = await deps.sessions.create(identity.accountId, deps.now());
  // Only failures count: an admin who signs in several times in a window (several tabs, a day of reviews) is
  // not locked out by their own successes, and a guesser still gets 5 tries per address per window.
  await check.onSuccess();
  return { msg: 'success', token, uniqueId: identity.accountId, emailHash: hash };
}
