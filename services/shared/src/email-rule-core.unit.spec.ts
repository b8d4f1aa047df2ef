import { describe, expect, it } from 'vitest';
import { emailDomain, isSpecFreeMailDomain, judgeStudentEmail } from './email-rule-core.ts';
import { validateStudentEmail } from './email-rule.ts';

// The browser half of the rule: same pattern, spec brands and university check as the server, no big list.
describe('student e-mail rule without the free-mail list (what the SPA bundles)', () => {
  it('judges pattern, spec brands and university domains exactly as the server does', () => {
    const cases: [string, string[]][] = [
      ['anna@ucl', []],
      ['.anna@ucl.ac.uk', []],
      ['anna@yahoo.co.uk', []],
      ['anna@hotmail.fr', ['hotmail.fr']],
      ['anna@student.ucl.ac.uk', ['ucl.ac.uk']],
      ['anna@ucl.ac.uk.evil.com', ['ucl.ac.uk']],
      ['anna@some-college.eu', []],
    ];
    for (const [email, domains] of cases) {
      expect(judgeStudentEmail(email, domains), email).toEqual(validateStudentEmail(email, domains));
    }
  });

  it('leaves the maintained list to the server, which refuses what only the list names', () => {
    expect(isSpecFreeMailDomain('gmx.de')).toBe(false);
    expect(judgeStudentEmail('anna@gmx.de')).toEqual({ ok: true });
    expect(validateStudentEmail('anna@gmx.de')).toEqual({ ok: false, reason: 'freemail' });
    expect(judgeStudentEmail('anna@gmx.de', [], new Set(['gmx.de']))).toEqual({ ok: false, reason: 'freemail' });
  });

  it('reads the domain of a valid address only', () => {
    expect(emailDomain(' Anna@Student.UCL.ac.uk ')).toBe('student.ucl.ac.uk');
    expect(emailDomain('anna@@ucl.ac.uk')).toBeUndefined();
  });
});
