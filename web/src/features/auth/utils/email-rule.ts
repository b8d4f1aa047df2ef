/**
 * The registration e-mail rule (docs/identity-contract.md "E-mail rule"): (1) a basic address pattern, (2) not a
 * free-mail domain, (3) when the chosen university has known domains, the address's domain is one of them or a
 * subdomain of one. The server checks the same and more (a maintained free-mail list); this is for quick feedback.
 */
export type EmailProblem = 'required' | 'pattern' | 'notUniversity';
export type PasswordProblem = 'required' | 'short';

export const MIN_PASSWORD_LENGTH = 8;
export const OTP_LENGTH = 4;

const PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Spec §5 (gmail, yahoo, hotmail, outlook, aol, protonmail) and their common variants. */
const FREE_MAIL_NAMES = new Set(['gmail', 'googlemail', 'yahoo', 'ymail', 'hotmail', 'outlook', 'live', 'msn', 'aol', 'protonmail', 'proton', 'icloud', 'me', 'gmx', 'web', 'mail', 'yandex', 'zoho']);

/** 'mail.yahoo.co.uk' → true when any label before the public suffix is a free-mail provider's name. */
export function isFreeMailDomain(domain: string): boolean {
  const labels = domain.toLowerCase().split('.');
  // the provider's name is the label before the suffix: gmail.com, yahoo.co.uk, hotmail.fr
  const second = labels[labels.length - 2] ?? '';
  const name = labels.length >= 3 && second.length <= 3 ? labels[labels.length - 3] : second;
  return name !== undefined && FREE_MAIL_NAMES.has(name);
}

export function emailDomain(email: string): string {
  return email.trim().toLowerCase().split('@').pop() ?? '';
}

export function domainMatches(domain: string, known: readonly string[]): boolean {
  if (known.length === 0) return true;
  const d = domain.toLowerCase();
  return known.some((k) => {
    const base = k.toLowerCase();
    return d === base || d.endsWith(`.${base}`);
  });
}

export function checkEmail(email: string, universityDomains: readonly string[]): EmailProblem | null {
  const value = email.trim();
  if (!value) return 'required';
  if (!PATTERN.test(value)) return 'pattern';
  const domain = emailDomain(value);
  if (isFreeMailDomain(domain) || !domainMatches(domain, universityDomains)) return 'notUniversity';
  return null;
}

export function checkPassword(password: string): PasswordProblem | null {
  if (!password) return 'required';
  if (password.length < MIN_PASSWORD_LENGTH) return 'short';
  return null;
}

export function isOtp(value: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value);
}
