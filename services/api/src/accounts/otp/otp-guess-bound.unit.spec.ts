import { loadConfig, otpGuessLimits } from '@fast-track/shared/config';
import { describe, expect, it } from 'vitest';
import { otpMaxAttempts } from './otp-code.ts';
import { otpResendWindowMs } from './otp.service.ts';
import { otpGuessBound } from './otp-guess-bound.ts';

describe('the bound on guessing one address’s code', () => {
  it('is at most 1 % per address per day with the configured limits, and no configuration can raise it', () => {
    const configured = { perAddress: loadConfig({}).OTP_GUESSES_PER_ADDRESS_DAY, windowMs: otpGuessLimits.windowMs };
    const { guessesPerDay, chancePerDay } = otpGuessBound(configured);
    // A fixed window lets a rolling day touch two of them: 2 × 50 compared guesses of 10 000 codes.
    expect(guessesPerDay).toBe(2 * otpGuessLimits.perAddress);
    expect(chancePerDay).toBeLessThanOrEqual(0.01);
    expect(() => loadConfig({ OTP_GUESSES_PER_ADDRESS_DAY: String(otpGuessLimits.perAddress + 1) })).toThrow(/OTP_GUESSES_PER_ADDRESS_DAY/);
    expect(loadConfig({ OTP_GUESSES_PER_ADDRESS_DAY: '4' }).OTP_GUESSES_PER_ADDRESS_DAY).toBe(4);
  });

  it('would not hold for the per-code limit alone (5 guesses on a new code every minute: the finding)', () => {
    const perCodeOnly = otpGuessBound({ perAddress: otpMaxAttempts, windowMs: otpResendWindowMs });
    expect(perCodeOnly.chancePerDay).toBeGreaterThan(0.5);
  });

  it('counts every window a day can touch, also for windows shorter than a day', () => {
    expect(otpGuessBound({ perAddress: 10, windowMs: 6 * 60 * 60_000 })).toEqual({ guessesPerDay: 50, chancePerDay: 50 / 10_000 });
  });
});
