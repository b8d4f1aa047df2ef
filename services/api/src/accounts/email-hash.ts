import { createHmac } from 'node:crypto';

/** Addresses are compared case-insensitively; this is the one normal form. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Keyed hash of an address: the lookup key for identities, OTPs, throttles and job ids. A keyed HMAC (not a
 * bare SHA-256) so a leaked table cannot be reversed by hashing a list of known student addresses.
 */
export function emailHash(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`email:${normaliseEmail(email)}`).digest('hex');
}
