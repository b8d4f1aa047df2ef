import { randomBytes } from 'node:crypto';
import { otpGuessLimits } from '@fast-track/shared/config';
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
/** Code mails one client may cause per hour, whatever the addresses (a campus registering at once stays well below). */
export const otpLimitPerClient = 50;
export const otpClientWindowMs = 60 * 60_000;
export const otpClientKey = (ip: string): string => `otp-send:ip:${ip}`;
/** The address's guess budget, over all its codes and every client (docs/accounts.md "Bounding code guesses"). */
export const otpGuessKey = (hash: string): string => `otp-guess:${hash}`;

/**
 * Sends a fresh code to an address that may register (the caller applied its audience's e-mail rule and hands in
 * the verdict): refused when the rule rejects the address or it already has an account of any kind (one person,
 * one account). Two limits, counted in the shared limiter so replicas agree: one send per address per minute (no
 * inbox is flooded) and 50 per client per hour (no client makes the server mail any number of addresses); a
 * request refused by the address limit gives the client's count back. The mail carries only the code and a link
 * that lets the browser opening it guess outside the address's guess budget: no caller-chosen text (the resend
 * call's `name` included) goes into it.
 */
export async function requestOtp(
  deps: AccountDeps,
  input: { email: string; verdict: EmailVerdict; lng: Language; ip: string },
): Promise<OtpRequestAnswer> {
  const email = normaliseEmail(input.email);
  if (!input.verdict.ok) return { msg: 'invalid email', message: emailMessages[input.verdict.reason] };
  const hash = emailHash(deps.secret, email);
  if (await identityStore.byEmailHash(deps.db, hash)) return { msg: 'registered' };

  const clientKey = otpClientKey(input.ip);
  const byClient = await deps.rateLimiter.hit(clientKey, deps.otpLimitPerClient, otpClientWindowMs);
  if (!byClient.allowed) return { msg: 'throttled', retryAfter: retryAfterSeconds(byClient.retryAfterMs) };
  const throttle = await deps.rateLimiter.hit(otpThrottleKey(hash), 1, otpResendWindowMs);
  if (!throttle.allowed) {
    await deps.rateLimiter.release(clientKey);
    return { msg: 'throttled', retryAfter: retryAfterSeconds(throttle.retryAfterMs) };
  }

  const code = generateOtp();
  try {
    await deps.otps.issue(hash, code, deps.now());
    const link = await deps.otps.createLink(hash, deps.now());
    // The job id names the address only by its hash: queue keys outlive requests and must not hold personal data.
    await deps.mail.enqueue({ to: email, template: 'otp', lng: input.lng, vars: { code, link } }, { jobId: `otp:${hash}:${randomBytes(8).toString('hex')}` });
  } catch (error) {
    // Nothing was sent: let the person try again straight away instead of waiting out the throttle.
    await Promise.all([deps.rateLimiter.reset(otpThrottleKey(hash)), deps.rateLimiter.release(clientKey)]);
    throw error;
  }
  return { msg: 'success' };
}

/**
 * 'invalid otp': not a 4-digit code (no attempt used); 'incorrect otp': wrong, `attemptsLeft` more; 'expired otp': no
 * live code (stale, never sent, or used); 'otp spent': the code's 5 guesses are used up, so even the right code is
 * refused. The last two mean "ask for a new code", and the SPA sends the person there. 'otp locked': the address's
 * guess budget is used up; only a browser that opened the link of one of its code mails may guess now.
 */
export type OtpClaimAnswer =
  | { msg: 'invalid otp' }
  | { msg: 'incorrect otp'; attemptsLeft: number }
  | { msg: 'expired otp' }
  | { msg: 'otp spent' }
  | { msg: 'otp locked' };

/**
 * Spends the code for the address: undefined when it matched, else the answer to give. A caller without a live link
 * of the address (`link`, kept by its browser from a code mail) first takes one guess of the address's budget,
 * shared by every replica and client, so strangers together get at most `otpGuessesPerAddress` (≤ 50) comparisons per window; a
 * guess that compared nothing gives its hit back. The link holder proved the mailbox and is not counted.
 */
export async function claimOtp(deps: AccountDeps, email: string, otp: string, link?: string): Promise<OtpClaimAnswer | undefined> {
  const hash = emailHash(deps.secret, normaliseEmail(email));
  const nowMs = deps.now();
  const budgetKey = otpGuessKey(hash);
  const counted = !(await deps.otps.linkHolds(hash, link, nowMs));
  if (counted) {
    const budget = await deps.rateLimiter.hit(budgetKey, deps.otpGuessesPerAddress, otpGuessLimits.windowMs);
    if (!budget.allowed) return { msg: 'otp locked' };
  }
  const check = await deps.otps.check(hash, otp, nowMs);
  if (counted && check.result !== 'incorrect' && check.result !== 'ok') await deps.rateLimiter.release(budgetKey);
  switch (check.result) {
    case 'invalid':
      return { msg: 'invalid otp' };
    case 'expired':
      return { msg: 'expired otp' };
    case 'spent':
      return { msg: 'otp spent' };
    case 'incorrect':
      return { msg: 'incorrect otp', attemptsLeft: check.attemptsLeft };
    case 'ok':
      // The code is used: its mails' links must not outlive it (a later account deletion frees the address again).
      await deps.otps.discardLinks(hash);
      return undefined;
  }
}
