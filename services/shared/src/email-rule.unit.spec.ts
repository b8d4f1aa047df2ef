import { describe, expect, it } from 'vitest';
import { emailDomain, isEmailAllowedForUniversity, isFreeMailDomain, validateStudentEmail } from './email-rule.ts';

describe('student e-mail rule', () => {
  it('rejects addresses that do not match the basic pattern', () => {
    for (const bad of ['', 'anna', 'anna@', '@ucl.ac.uk', 'anna@ucl', 'an na@ucl.ac.uk', 'a@b@ucl.ac.uk', '.anna@ucl.ac.uk', 'an..na@ucl.ac.uk', `${'a'.repeat(65)}@ucl.ac.uk`]) {
      expect(validateStudentEmail(bad), bad).toEqual({ ok: false, reason: 'format' });
    }
    expect(emailDomain('  Anna.Kowalska@UCL.ac.uk ')).toBe('ucl.ac.uk');
  });

  it("rejects the spec's free-mail providers in their national variants, and the npm list's", () => {
    for (const domain of ['gmail.com', 'googlemail.com', 'yahoo.co.uk', 'yahoo.fr', 'hotmail.de', 'outlook.com.tr', 'aol.com', 'protonmail.ch', 'proton.me', 'gmx.de', 'wp.pl', 'mailinator.com']) {
      expect(validateStudentEmail(`anna@${domain}`), domain).toEqual({ ok: false, reason: 'freemail' });
      expect(isFreeMailDomain(domain.toUpperCase()), domain).toBe(true);
    }
    expect(isFreeMailDomain('ucl.ac.uk')).toBe(false);
  });

  it("accepts the university's domain and its subdomains, nothing that merely ends alike", () => {
    const ucl = ['ucl.ac.uk'];
    expect(validateStudentEmail('anna@ucl.ac.uk', ucl)).toEqual({ ok: true });
    expect(validateStudentEmail('anna@Student.UCL.ac.uk', ucl)).toEqual({ ok: true });
    expect(validateStudentEmail('anna@notucl.ac.uk', ucl)).toEqual({ ok: false, reason: 'university' });
    expect(validateStudentEmail('anna@ucl.ac.uk.evil.com', ucl)).toEqual({ ok: false, reason: 'university' });
    expect(validateStudentEmail('anna@kcl.ac.uk', ucl)).toEqual({ ok: false, reason: 'university' });
    expect(isEmailAllowedForUniversity('anna@tum.de', ['in.tum.de', 'tum.de'])).toBe(true);
  });

  it("accepts any non-free-mail domain for 'other' and universities without known domains", () => {
    expect(validateStudentEmail('anna@some-college.eu')).toEqual({ ok: true });
    expect(validateStudentEmail('anna@some-college.eu', [])).toEqual({ ok: true });
    expect(validateStudentEmail('anna@gmail.com', [])).toEqual({ ok: false, reason: 'freemail' });
  });

  it("lets a university's own domain win over a false positive of the npm list, never over the spec's brands", () => {
    expect(isFreeMailDomain('unican.es')).toBe(true);
    expect(validateStudentEmail('ana@unican.es', ['unican.es'])).toEqual({ ok: true });
    expect(validateStudentEmail('ana@unican.es')).toEqual({ ok: false, reason: 'freemail' });
    expect(validateStudentEmail('ana@gmail.com', ['gmail.com'])).toEqual({ ok: false, reason: 'freemail' });
  });
});
