import { judgeStudentEmail } from '@fast-track/shared/email-rule-core';

/**
 * The registration form's view of the student e-mail rule (docs/accounts.md "E-mail rule"). The rule itself
 * is the server's (services/shared/src/email-rule-core.ts: pattern, the spec's free-mail providers, university
 * domains); only the big maintained free-mail list stays on the server, which answers 'invalid email' for those.
 * This file maps the verdict to the form's problem codes (and so to its messages).
 */
export type EmailProblem = 'required' | 'pattern' | 'notUniversity';
export type PasswordProblem = 'required' | 'short';

export const MIN_PASSWORD_LENGTH = 8;
export const OTP_LENGTH = 4;
/** The server mails one code per address per minute (otp.service.ts otpResendWindowMs). */
export const RESEND_WINDOW_S = 60;

export { isSpecFreeMailDomain as isFreeMailDomain } from '@fast-track/shared/email-rule-core';

export function checkEmail(email: string, universityDomains: readonly string[]): EmailProblem | null {
  const value = email.trim();
  if (!value) return 'required';
  const verdict = judgeStudentEmail(value, universityDomains);
  if (verdict.ok) return null;
  return verdict.reason === 'format' ? 'pattern' : 'notUniversity';
}

export function checkPassword(password: string): PasswordProblem | null {
  if (!password) return 'required';
  if (password.length < MIN_PASSWORD_LENGTH) return 'short';
  return null;
}

export function isOtp(value: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value);
}
