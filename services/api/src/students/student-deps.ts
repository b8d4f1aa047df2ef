import { validateStudentEmail } from '@fast-track/shared/email-rule';
import type { AccountDeps, EmailVerdict } from '../accounts/index.ts';
import { supportedCountries, universityDomains } from '../universities/index.ts';
import type { University } from './student.ts';

/** The accounts' dependencies plus the student e-mail rule (tests swap it). */
export interface StudentDeps extends AccountDeps {
  checkEmail(email: string, university: University | undefined): EmailVerdict | Promise<EmailVerdict>;
}

/**
 * The e-mail rule with the chosen university's known domains ('other' and unknown ones have none). A university
 * named without its country (the OTP request sends only the name) is looked up in every supported country.
 */
export function checkStudentEmail(email: string, university: University | undefined): EmailVerdict {
  if (!university || university.name === 'other') return validateStudentEmail(email);
  const countries = university.area ? [university.area] : supportedCountries;
  const domains = [...new Set(countries.flatMap((country) => universityDomains(country, university.name)))];
  return validateStudentEmail(email, domains);
}
