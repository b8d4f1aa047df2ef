import { randomBytes } from 'node:crypto';
import { emailHash, normaliseEmail } from '../email-hash.ts';
import { identityStore } from '../identity-store.ts';
import { emailMessages, retryAfterSeconds, type IdentityDeps, type Language } from '../identity-deps.ts';
import type { University } from '../student.ts';
import { generateOtp } from './otp-code.ts';

export const otpResendWindowMs = 60_000;

export type OtpRequestAnswer =
  | { msg: 'success' }
  | { msg: 'registered' }
  | { msg: 'invalid email'; message: string }
  | { msg: 'throttled'; retryAfter: number };

export const otpThrottleKey = (hash: string): string => `otp-send:${hash}`;

/**
 * Sends a fresh code to an address that may register: refused when the rule rejects the address or it already
 * has an account; one send per address per minute, counted in the shared limiter so replicas agree.
 */
export async function requestOtp(
  deps: IdentityDeps,
  input: { email: string; university: University | undefined; lng: Language; name?: string | undefined },
): Promise<OtpRequestAnswer> {
  const email = normaliseEmail(input.email);
  const verdict = await deps.checkEmail(email, input.university);
  if (!verdict.ok) return { msg: 'invalid email', message: emailMessages[verdict.reason] };
  const hash = emailHash(deps.secret, email);
  if (await identityStore.byEmailHash(deps.db, hash)) return { msg: 'registered' };

  const throttle = await deps.rateLimiter.hit(otpThrottleKey(hash), 1, otpResendWindowMs);
  if (!throttle.allowed) return { msg: 'throttled', retryAfter: retryAfterSeconds(throttle.retryAfterMs) };

  const code = generateOtp();
  try {
    await deps.otps.issue(hash, code, deps.now());
    // The job id names the address only by its hash: queue keys outlive requests and must not hold personal data.
    await deps.mail.enqueue(
      { to: email, template: 'otp', lng: input.lng, vars: { code, ...(input.name ? { name: input.name } : {}) } },
      { jobId: `otp:${hash}:${randomBytes(8).toString('hex')}` },
    );
  } catch (error) {
    // Nothing was sent: let the student try again straight away instead of waiting out the throttle.
    await deps.rateLimiter.reset(otpThrottleKey(hash)).catch(() => undefined);
    throw error;
  }
  return { msg: 'success' };
}
