import { isStudentMailDomain } from '@fast-track/shared/staff-email-rule';

/**
 * The career-center staff e-mail rule (docs/accounts.md § Career centers): the address must be at one of the
 * chosen university's known domains, or a subdomain of one (`careers.ucl.ac.uk` for `ucl.ac.uk`). A university
 * without known domains cannot be verified, so its staff are sent to support. The server checks the same; this is for
 * quick feedback.
 */
export type StaffEmailProblem = 'required' | 'pattern' | 'notUniversity' | 'noDomains' | 'studentAddress';
export type PasswordProblem = 'required' | 'short';
export type NameProblem = 'required' | 'long';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_NAME_LENGTH = 50;
export const CODE_LENGTH = 4;
/** The server mails one code per address per minute (otp.service.ts otpResendWindowMs). */
export const RESEND_WINDOW_S = 60;

const PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function domainOf(email: string): string {
  return email.trim().toLowerCase().split('@').pop() ?? '';
}

/** True when `domain` is one of `known` or a subdomain of one; never for an empty list. */
export function isUniversityDomain(domain: string, known: readonly string[]): boolean {
  const d = domain.toLowerCase();
  return known.some((k) => {
    const base = k.trim().toLowerCase();
    return base !== '' && (d === base || d.endsWith(`.${base}`));
  });
}

export function checkStaffEmail(email: string, universityDomains: readonly string[]): StaffEmailProblem | null {
  if (universityDomains.length === 0) return 'noDomains';
  const value = email.trim();
  if (!value) return 'required';
  if (!PATTERN.test(value)) return 'pattern';
  // A student sub-domain is at the university's domain but never staff's (the API answers 422 STUDENT_ADDRESS).
  if (isStudentMailDomain(domainOf(value))) return 'studentAddress';
  return isUniversityDomain(domainOf(value), universityDomains) ? null : 'notUniversity';
}

export function checkPassword(password: string): PasswordProblem | null {
  if (!password) return 'required';
  if (password.length < MIN_PASSWORD_LENGTH) return 'short';
  return null;
}

export function checkName(name: string): NameProblem | null {
  const value = name.trim();
  if (!value) return 'required';
  if (value.length > MAX_NAME_LENGTH) return 'long';
  return null;
}

export function isCode(value: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value);
}
