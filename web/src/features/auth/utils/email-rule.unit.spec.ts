import { describe, expect, it } from 'vitest';
import { checkEmail, checkPassword, isFreeMailDomain, isOtp } from './email-rule.ts';

describe('registration e-mail rule', () => {
  it('requires an address with a basic pattern', () => {
    expect(checkEmail('  ', [])).toBe('required');
    expect(checkEmail('anna', [])).toBe('pattern');
    expect(checkEmail('anna@ucl', [])).toBe('pattern');
  });

  it('rejects free-mail domains of the spec', () => {
    for (const d of ['gmail.com', 'yahoo.co.uk', 'hotmail.fr', 'outlook.com', 'aol.com', 'protonmail.com']) {
      expect(isFreeMailDomain(d), d).toBe(true);
      expect(checkEmail(`anna@${d}`, []), d).toBe('notUniversity');
    }
    expect(isFreeMailDomain('ucl.ac.uk')).toBe(false);
    expect(isFreeMailDomain('student.kuleuven.be')).toBe(false);
  });

  it("accepts the university's domains and their subdomains, nothing else", () => {
    expect(checkEmail('anna@ucl.ac.uk', ['ucl.ac.uk'])).toBeNull();
    expect(checkEmail('anna@student.ucl.ac.uk', ['ucl.ac.uk'])).toBeNull();
    expect(checkEmail('anna@notucl.ac.uk', ['ucl.ac.uk'])).toBe('notUniversity');
    expect(checkEmail('anna@kcl.ac.uk', ['ucl.ac.uk'])).toBe('notUniversity');
  });

  it("accepts any non-free domain without known domains ('other')", () => {
    expect(checkEmail('anna@uni-example.org', [])).toBeNull();
  });

  it("applies the server's own pattern, so the form never passes what the server calls malformed", () => {
    expect(checkEmail('.anna@ucl.ac.uk', [])).toBe('pattern');
    expect(checkEmail('an..na@ucl.ac.uk', [])).toBe('pattern');
    expect(checkEmail('anna@ucl.ac.uk1', [])).toBe('pattern');
  });
});

describe('password and OTP', () => {
  it('needs a password of at least 8 characters', () => {
    expect(checkPassword('')).toBe('required');
    expect(checkPassword('1234567')).toBe('short');
    expect(checkPassword('12345678')).toBeNull();
  });

  it('takes exactly 4 digits as an OTP', () => {
    expect(isOtp('1234')).toBe(true);
    expect(isOtp('123')).toBe(false);
    expect(isOtp('12a4')).toBe(false);
    expect(isOtp('12345')).toBe(false);
  });
});
