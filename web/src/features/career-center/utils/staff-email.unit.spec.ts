import { describe, expect, it } from 'vitest';
import { checkName, checkPassword, checkStaffEmail, isCode, isUniversityDomain } from './staff-email.ts';

describe('career-center staff e-mail', () => {
  const ucl = ['ucl.ac.uk'];

  it('accepts the university domain and its subdomains, any case', () => {
    expect(checkStaffEmail('jo@ucl.ac.uk', ucl)).toBeNull();
    expect(checkStaffEmail(' Jo@Careers.UCL.ac.uk ', ucl)).toBeNull();
  });

  it('refuses other universities, look-alike domains and free mail', () => {
    expect(checkStaffEmail('jo@kcl.ac.uk', ucl)).toBe('notUniversity');
    expect(checkStaffEmail('jo@notucl.ac.uk', ucl)).toBe('notUniversity');
    expect(checkStaffEmail('jo@ucl.ac.uk.evil.com', ucl)).toBe('notUniversity');
    // Student sub-domains are the university's, but never staff's (issue 22).
    expect(checkStaffEmail('jo@student.ucl.ac.uk', ucl)).toBe('studentAddress');
    expect(checkStaffEmail('jo@Students.UCL.ac.uk', ucl)).toBe('studentAddress');
    expect(checkStaffEmail('jo@careers.ucl.ac.uk', ucl)).toBeNull();
    expect(checkStaffEmail('jo@gmail.com', ucl)).toBe('notUniversity');
  });

  it('asks for an address, then a well-formed one', () => {
    expect(checkStaffEmail('  ', ucl)).toBe('required');
    expect(checkStaffEmail('jo@ucl', ucl)).toBe('pattern');
  });

  it('cannot verify anyone at a university without known domains', () => {
    expect(checkStaffEmail('jo@uni.example', [])).toBe('noDomains');
    expect(isUniversityDomain('uni.example', [])).toBe(false);
    expect(isUniversityDomain('uni.example', [' '])).toBe(false);
  });
});

describe('the other fields', () => {
  it('password: required, at least 8 characters', () => {
    expect(checkPassword('')).toBe('required');
    expect(checkPassword('1234567')).toBe('short');
    expect(checkPassword('12345678')).toBeNull();
  });

  it('names: required, at most 50 characters', () => {
    expect(checkName(' ')).toBe('required');
    expect(checkName('x'.repeat(51))).toBe('long');
    expect(checkName('Jo')).toBeNull();
  });

  it('code: exactly 4 digits', () => {
    expect(isCode('1234')).toBe(true);
    expect(isCode('123')).toBe(false);
    expect(isCode('12345')).toBe(false);
    expect(isCode('12a4')).toBe(false);
  });
});
