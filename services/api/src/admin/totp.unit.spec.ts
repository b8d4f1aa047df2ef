import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, decryptTotpSecret, encryptTotpSecret, matchTotp, totpCode, totpStep } from './totp.ts';

// RFC 6238 Appendix B, SHA-1 seed "12345678901234567890", last six digits.
const rfcSecret = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors', () => {
    expect(totpCode(rfcSecret, totpStep(59_000))).toBe('287082');
    expect(totpCode(rfcSecret, totpStep(1_111_111_109_000))).toBe('081804');
    expect(totpCode(rfcSecret, totpStep(1_234_567_890_000))).toBe('005924');
    expect(totpCode(rfcSecret, totpStep(2_000_000_000_000))).toBe('279037');
  });

  it('accepts one step of drift either side and nothing further', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step - 1), now)).toBe(step - 1);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step + 1), now)).toBe(step + 1);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step - 2), now)).toBeUndefined();
    expect(matchTotp(rfcSecret, '12345', now)).toBeUndefined();
    expect(matchTotp(rfcSecret, 'abcdef', now)).toBeUndefined();
  });

  it('round-trips base32 and the encrypted secret, and refuses another key', () => {
    expect(base32Decode(base32Encode(Buffer.from('hello world'))).toString()).toBe('hello world');
    const stored = encryptTotpSecret('k'.repeat(32), rfcSecret);
    expect(stored).not.toContain(rfcSecret);
    expect(decryptTotpSecret('k'.repeat(32), stored)).toBe(rfcSecret);
    expect(() => decryptTotpSecret('x'.repeat(32), stored)).toThrow();
  });
});
