import { describe, expect, it } from 'vitest';
import { generateOtp, hashOtp, isOtpShaped, otpMatches } from './otp-code.ts';

const secret = 'test-secret-test-secret-test-secret!';

describe('one-time codes', () => {
  it('are 4 digits, leading zeros kept, and spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateOtp);
    for (const code of codes) expect(code).toMatch(/^\d{4}$/);
    expect(new Set(codes).size).toBeGreaterThan(1500);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('are stored as a keyed hash that matches only the same code for the same address', () => {
    const stored = hashOtp(secret, 'addr-a', '0427');
    expect(stored).not.toContain('0427');
    expect(otpMatches(secret, 'addr-a', '0427', stored)).toBe(true);
    expect(otpMatches(secret, 'addr-a', '0428', stored)).toBe(false);
    expect(otpMatches(secret, 'addr-b', '0427', stored)).toBe(false);
    expect(otpMatches('another-secret-another-secret-xx', 'addr-a', '0427', stored)).toBe(false);
    expect(otpMatches(secret, 'addr-a', '0427', 'not-hex')).toBe(false);
  });

  it('accept only exactly four digits as a code', () => {
    expect(isOtpShaped('0427')).toBe(true);
    for (const bad of ['427', '04270', 'abcd', ' 0427', '04 7', '']) expect(isOtpShaped(bad)).toBe(false);
  });
});
