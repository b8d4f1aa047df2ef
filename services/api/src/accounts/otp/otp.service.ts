import { randomBytes } from 'node:crypto';
import { emailHash, normaliseEmail } from '../email-hash.ts';
import { identityStore } from '../identity-store.ts';
import { emailMessages, retryAfterSeconds, type AccountDeps, type EmailVerdict, type Language } from '../account-deps.ts';
import { generateOtp } from './otp-code.ts';

export const otpResendWindowMs = 60_000;

export type OtpRequestAnswer =
  | { msg: 'success' }
  | { msg: 'registered' }
  | { msg: 'invalid email'; message: string }
  | { msg: 'throttled'; retryAfter: number };

export const otpThrottleKey = (hash: string): string => `otp-send:${hash}`;

/**
 * Sends a fresh code to an address that may register (the caller applied its audience's e-mail rule and hands in
 * the verdict): refused when the rule rejects the address or it already has an account of any kind (one person,
 * one account); one send per address per minute, counted in the shared limiter so replicas agree. The mail carries
 * only the code: no caller-chosen text goes into it.
 */
export async function requestOtp(deps: AccountDeps, input: { email: string; verdict: EmailVerdict; lng: Language }): Promise<OtpRequestAnswer> {
  const email = normaliseEmail(input.email);
  if (!input.verdict.ok) return { msg: 'invalid email', message: emailMessages[input.verdict.reason] };
  const hash = emailHash(deps.secret, email);
  if (await identityStore.byEmailHash(deps.db, hash)) return { msg: 'registered' };

  const throttle = await deps.rateLimiter.hit(otpThrottleKey(hash), 1, otpResendWindowMs);
  if (!throttle.allowed) return { msg: 'throttled', retryAfter: retryAfterSeconds(throttle.retryAfterMs) };

  const code = generateOtp();
  try {
    await deps.otps.issue(hash, code, deps.now());
    // The job id names the address only by its hash: queue keys outlive requests and must not hold personal data.
    await deps.mail.enqueue({ to: email, template: 'otp', lng: input.lng, vars: { code } }, { jobId: `otp:${hash}:${randomBytes(8).toString('hex')}` });
  } catch (error) {
    // Nothing was sent: let the person try again straight away instead of waiting out the throttle.
    await deps.rateLimiter.reset(otpThrottleKey(hash)).catch(() => undefined);
    throw error;
  }
  return { msg: 'success' };
}

export type OtpClaimAnswer = { msg: 'invalid otp' } | { msg: 'incorrect otp'; attemptsLeft: number } | { msg: 'expired otp' };

/** Spends the code for the address: undefined when it matched, else the answer to give. */
export async function claimOtp(deps: AccountDeps, email: string, otp: string): Promise<OtpClaimAnswer | undefined> {
  const check = await deps.otps.check(emailHash(deps.secret, normaliseEmail(email)), otp, deps.now());
  switch (check.result) {
    case 'invalid':
      return { msg: 'invalid otp' };
    case 'expired':
      return { msg: 'expired otp' };
    case 'incorrect':
      return { msg: 'incorrect otp', attemptsLeft: check.attemptsLeft };
    case 'ok':
      return undefined;
  }
}
