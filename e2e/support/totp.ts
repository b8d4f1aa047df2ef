// The code an authenticator app shows for an e2e admin's secret (support/admins.ts), from otplib as the server
// checks it: RFC 6238, HMAC-SHA1, 30 s steps, 6 digits, pinned like services/api/src/admin/totp.ts.
import { generateSync } from 'otplib';

export const TOTP_STEP_SECONDS = 30;

export function totp(secret: string, atMs: number = Date.now()): string {
  return generateSync({ strategy: 'totp', algorithm: 'sha1', digits: 6, period: TOTP_STEP_SECONDS, secret, epoch: Math.floor(atMs / 1000) });
}

/** Milliseconds left in the current 30 s step. */
export function msLeftInStep(atMs: number = Date.now()): number {
  return TOTP_STEP_SECONDS * 1000 - (atMs % (TOTP_STEP_SECONDS * 1000));
}
