import { otpGuessLimits } from '@fast-track/shared/config';
import { otpLength } from './otp-code.ts';

const dayMs = 24 * 60 * 60_000;

/**
 * The highest chance that callers without the mailed link guess one address's code within any 24 hours, from the
 * configured limits (docs/accounts.md "Bounding code guesses"). Each compared guess first takes one hit of the
 * address's shared budget, so at most `perAddress` guesses are compared per window. The RateLimiter port admits up to
 * `limit` per window and a day can touch ceil(day / window) + 1 windows (a fixed window's boundary; a token bucket's
 * full bucket plus its refill gives the same), so that many budgets is the most a rolling day sees. A uniformly random
 * code of 10^digits is hit by n distinct guesses with chance n / 10^digits, and the union bound over all the codes
 * of the day sums that to (guesses per day) / 10^digits, whatever the split between codes and clients.
 */
export function otpGuessBound(limits: { perAddress: number; windowMs: number } = otpGuessLimits, digits: number = otpLength): {
  guessesPerDay: number;
  chancePerDay: number;
} {
  const guessesPerDay = (Math.ceil(dayMs / limits.windowMs) + 1) * limits.perAddress;
  return { guessesPerDay, chancePerDay: guessesPerDay / 10 ** digits };
}
