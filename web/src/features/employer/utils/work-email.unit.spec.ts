import { describe, expect, it } from 'vitest';
import { checkName, checkPassword, checkWorkEmail, isCode, isFreeMail } from './work-email.ts';

describe('employer work e-mail', () => {
  it('refuses free-mail providers in every national variant', () => {
    for (const domain of ['gmail.com', 'yahoo.co.uk', 'hotmail.de', 'outlook.com.tr', 'mail.yahoo.co.uk', 'gmx.net', 'proton.me', 'wp.pl']) {
      expect(isFreeMail(domain), domain).toBe(true);
    }
    expect(checkWorkEmail('eva@gmail.com')).toBe('freeMail');
  });

  it('accepts company domains, also ones that merely contain a provider name', () => {
    for (const domain of ['acme.com', 'goldmansachs.com', 'mail.acme.co.uk', 'hotmailer.io', 'bnpparibas.fr']) {
      expect(isFreeMail(domain), domain).toBe(false);
    }
    expect(checkWorkEmail(' eva@acme.co.uk ')).toBeNull();
  });

  it('asks for an address and a plausible pattern', () => {
    expect(checkWorkEmail('  ')).toBe('required');
    expect(checkWorkEmail('eva@acme')).toBe('pattern');
  });

  it('checks names, password and the 4-digit code', () => {
    expect(checkName(' ')).toBe('required');
    expect(checkName('x'.repeat(51))).toBe('long');
    expect(checkName('Eva')).toBeNull();
    expect(checkPassword('')).toBe('required');
    expect(checkPassword('short')).toBe('short');
    expect(checkPassword('long enough')).toBeNull();
    expect(isCode('1234')).toBe(true);
    expect(isCode('123')).toBe(false);
    expect(isCode('12a4')).toBe(false);
  });
});
