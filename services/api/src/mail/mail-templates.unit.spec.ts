import { describe, expect, it } from 'vitest';
import { mailJobPayloadSchema, mailJobSchema, mailLanguages, toMailLanguage } from './mail-job.ts';
import { escapeHtml, renderMail } from './mail-templates.ts';
import { mailTexts } from './mail-texts.ts';

const publicUrl = 'https://fast-track.example';

describe('mail templates', () => {
  it('renders the OTP mail in all six languages with the code in subject, text and html', () => {
    const subjects = new Set<string>();
    for (const lng of mailLanguages) {
      const mail = renderMail(mailJobSchema.parse({ to: 'anna@ucl.ac.uk', template: 'otp', lng, vars: { code: '0427' } }), { publicUrl });
      expect(mail.subject).toContain('0427');
      expect(mail.text).toContain('0427');
      expect(mail.html).toContain('0427');
      expect(mail.html).toContain(`<html lang="${lng}">`);
      expect(mail.text).toContain(mailTexts[lng].otp.intro);
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(6);
  });

  it('builds the recovery link on PUBLIC_URL in every language', () => {
    for (const lng of mailLanguages) {
      const mail = renderMail(
        mailJobSchema.parse({ to: 'anna@ucl.ac.uk', template: 'password-reset', lng, vars: { uniqueId: 'b2c7e1f0-aaaa-4bbb-8ccc-123456789abc' } }),
        { publicUrl },
      );
      expect(mail.subject).toBe(mailTexts[lng].passwordReset.subject);
      expect(mail.text).toContain('https://fast-track.example/student/recover/b2c7e1f0-aaaa-4bbb-8ccc-123456789abc');
      expect(mail.html).toContain('href="https://fast-track.example/student/recover/b2c7e1f0-aaaa-4bbb-8ccc-123456789abc"');
    }
  });

  it('escapes variables in the html part and keeps the subject on one line', () => {
    const job = mailJobSchema.parse({ to: 'a@b.eu', template: 'otp', lng: 'en', vars: { code: '1234', name: '<img src=x onerror=alert(1)>\r\nBcc: x@y' } });
    const mail = renderMail(job, { publicUrl });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text.split('\n')[0]).toBe('Hello <img src=x onerror=alert(1)> Bcc: x@y,');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
  });

  it('falls back to English for unknown languages and uses the base of regional tags', () => {
    expect(toMailLanguage('de-AT')).toBe('de');
    expect(toMailLanguage('PL')).toBe('pl');
    expect(toMailLanguage('pt')).toBe('en');
    expect(toMailLanguage(undefined)).toBe('en');
  });

  it('refuses jobs with a wrong template, code or id', () => {
    expect(mailJobSchema.safeParse({ to: 'a@b.eu', template: 'welcome', lng: 'en', vars: {} }).success).toBe(false);
    expect(mailJobSchema.safeParse({ to: 'a@b.eu', template: 'otp', lng: 'en', vars: { code: '12a4' } }).success).toBe(false);
    expect(mailJobSchema.safeParse({ to: 'not-an-address', template: 'otp', vars: { code: '1234' } }).success).toBe(false);
    expect(mailJobSchema.safeParse({ to: 'a@b.eu', template: 'password-reset', vars: { uniqueId: '../../x' } }).success).toBe(false);
    expect(mailJobPayloadSchema.parse({ to: 'a@b.eu', template: 'otp', vars: { code: '1234' }, key: 'mail-abcdefgh12' })).toMatchObject({ key: 'mail-abcdefgh12', lng: 'en' });
  });
});
