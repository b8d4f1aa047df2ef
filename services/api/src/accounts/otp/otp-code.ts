import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const otpLength = 4;
export const otpTtlMs = 10 * 60_000;
export const otpMaxAttempts = 5;

/** A 4-digit code from the CSPRNG, leading zeros kept ("0042"). */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** otpLength)).padStart(otpLength, '0');
}

/**
 * HMAC-SHA256 bound to the address: 10 000 codes are trivially enumerable offline, so the secret key (not hash
 * cost) is what protects a leaked row, and binding the address stops a code for one address from matching
 * another's row. Online guessing is capped by the 5-attempt limit, which a slow hash would not improve.
 */
export function hashOtp(secret: string, emailHash: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${emailHash}:${code}`).digest('hex');
}

export function otpMatches(secret: string, emailHash: string, code: string, storedHash: string): boolean {
  const actual = Buffer.from(hashOtp(secret, emailHash, code), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export const isOtpShaped = (code: string): boolean => /^\d{4}$/.test(code);
