import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

// RFC 6238 TOTP (HMAC-SHA1, 30 s steps, 6 digits), what every authenticator app speaks, computed and checked by
// otplib (maintained, constant-time compare). The parameters are pinned, not left to the library's defaults: the
// secrets already stored were made for exactly these, and existing admins must keep signing in. Secrets are stored
// encrypted (AES-256-GCM, key derived from IDENTITY_SECRET), so a database dump alone yields no second factor.

export const totpStepSeconds = 30;
const rfc6238 = { strategy: 'totp', algorithm: 'sha1', digits: 6, period: totpStepSeconds } as const;

/** 20 random bytes (RFC 4226's recommended 160 bits), base32 as authenticator apps take it. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The code an authenticator app shows at `atMs`. */
export const totpCode = (secretBase32: string, atMs: number): string =>
  generateSync({ ...rfc6238, secret: secretBase32, epoch: Math.floor(atMs / 1000) });

/**
 * The time step the code belongs to (now, or one step either side for clock drift), or undefined. The caller
 * claims the step (identityStore.claimTotpStep, atomic in the database) so a code works once.
 */
export function matchTotp(secretBase32: string, code: string, nowMs: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = verifySync({ ...rfc6238, secret: secretBase32, token: code, epoch: Math.floor(nowMs / 1000), epochTolerance: totpStepSeconds });
  // strategy 'totp' always names its step; the check only narrows otplib's TOTP-or-HOTP result type.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

const keyOf = (identitySecret: string): Buffer => createHash('sha256').update(`totp-secret:${identitySecret}`).digest();

export function encryptTotpSecret(identitySecret: string, secretBase32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(identitySecret), iv);
  const body = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function decryptTotpSecret(identitySecret: string, stored: string): string {
  const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('malformed TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(identitySecret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

export const otpauthUri = (email: string, secretBase32: string): string =>
  generateURI({ ...rfc6238, issuer: 'Fast-Track', label: email, secret: secretBase32 });
