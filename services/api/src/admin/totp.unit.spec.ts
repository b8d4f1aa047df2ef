import { describe, expect, it } from 'vitest';
import { decryptTotpSecret, encryptTotpSecret, matchTotp, newTotpSecret, otpauthUri, totpCode } from './totp.ts';

// RFC 6238 Appendix B, SHA-1 seed "12345678901234567890" (base32 below), last six digits: the codes every
// authenticator app shows for it, so secrets stored before otplib keep working.
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors', () => {
    expect(Buffer.from('12345678901234567890').toString('hex')).toBe('3132333435363738393031323334353637383930');
    expect(totpCode(rfcSecret, 59_000)).toBe('287082');
    expect(totpCode(rfcSecret, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(rfcSecret, 1_234_567_890_000)).toBe('005924');
    expect(totpCode(rfcSecret, 2_000_000_000_000)).toBe('279037');
    expect(matchTotp(rfcSecret, '005924', 1_234_567_890_000)).toBe(Math.floor(1_234_567_890 / 30));
  });

  it('accepts one step of drift either side and nothing further, and names the step as stored for the replay check', () => {
    const now = 1_700_000_000_000;
    // The step number is what claimTotpStep stores (totp_last_step): it must stay floor(unix seconds / 30).
    const step = Math.floor(now / 30_000);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now), now)).toBe(step);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now - 60_000), now)).toBeUndefined();
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, now + 60_000), now)).toBeUndefined();
    expect(matchTotp(rfcSecret, '12345', now)).toBeUndefined();
    expect(matchTotp(rfcSecret, 'abcdef', now)).toBeUndefined();
    expect(matchTotp(rfcSecret, '1234567', now)).toBeUndefined();
  });

  it('makes 160-bit base32 secrets and an otpauth URI an authenticator app reads', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(otpauthUri('ops+1@fast-track.example', secret));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Fast-Track:ops+1@fast-track.example');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Fast-Track');
  });

  it('stores the secret encrypted and refuses another key', () => {
    const stored = encryptTotpSecret('k'.repeat(32), rfcSecret);
    expect(stored).not.toContain(rfcSecret);
    expect(decryptTotpSecret('k'.repeat(32), stored)).toBe(rfcSecret);
    expect(() => decryptTotpSecret('x'.repeat(32), stored)).toThrow();
  });
});
