import { describe, expect, it } from 'vitest';
import { checkPassword, createPasswordHasher } from './password-hasher.ts';

describe('password hasher', () => {
  const hasher = createPasswordHasher({ concurrency: 2 });

  it('hashes with argon2id at the OWASP parameters and verifies only the right password', async () => {
    const stored = await hasher.hash('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(stored, 'correct horse battery')).toBe(true);
    expect(await hasher.verify(stored, 'correct horse batterY')).toBe(false);
    expect(await hasher.verify('not a hash', 'x')).toBe(false);
    await expect(hasher.verifyDummy('anything')).resolves.toBeUndefined();
  });

  it('requires 8 to 256 characters', () => {
    expect(checkPassword('')).toBe('required');
    expect(checkPassword('1234567')).toBe('short');
    expect(checkPassword('12345678')).toBeUndefined();
    expect(checkPassword('x'.repeat(256))).toBeUndefined();
    expect(checkPassword('x'.repeat(257))).toBe('long');
  });
});
