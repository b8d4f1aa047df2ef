/**
 * The employer's address: a basic pattern and no free-mail provider (docs/accounts.md § Employers). The
 * server checks a maintained list too ('Please enter your work email address'); this is the quick feedback.
 */
export type WorkEmailProblem = 'required' | 'pattern' | 'freeMail';
export type NameProblem = 'required' | 'long';
export type PasswordProblem = 'required' | 'short';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_NAME_LENGTH = 50;
export const CODE_LENGTH = 4;
/** Seconds before another code may be asked for. */
export const RESEND_AFTER_S = 60;

const PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

// Spec §5's providers and their usual siblings, as brands: every national variant (yahoo.co.uk, hotmail.de, gmx.net).
const FREE_MAIL = new Set([
  'gmail', 'googlemail', 'yahoo', 'ymail', 'hotmail', 'outlook', 'live', 'msn', 'aol', 'protonmail', 'proton', 'pm',
  'icloud', 'me', 'mac', 'gmx', 'web', 'mail', 'yandex', 'zoho', 'wp', 'o2', 'onet', 'interia', 'libero', 'orange',
  'free', 'laposte', 't-online', 'freenet', 'seznam', 'tutanota', 'fastmail',
]);

export function domainOf(email: string): string {
  return email.trim().toLowerCase().split('@').pop() ?? '';
}

/** 'mail.yahoo.co.uk' → true: the label before the public suffix (one or two short labels) is a provider's name. */
export function isFreeMail(domain: string): boolean {
  const labels = domain.toLowerCase().replace(/\.$/, '').split('.');
  if (labels.length < 2) return false;
  const second = labels[labels.length - 2] ?? '';
  const name = labels.length >= 3 && second.length <= 3 && !FREE_MAIL.has(second) ? labels[labels.length - 3] : second;
  return name !== undefined && FREE_MAIL.has(name);
}

export function checkWorkEmail(email: string): WorkEmailProblem | null {
  const value = email.trim();
  if (!value) return 'required';
  if (!PATTERN.test(value)) return 'pattern';
  if (isFreeMail(domainOf(value))) return 'freeMail';
  return null;
}

export function checkName(name: string): NameProblem | null {
  const value = name.trim();
  if (!value) return 'required';
  if (value.length > MAX_NAME_LENGTH) return 'long';
  return null;
}

export function checkPassword(password: string): PasswordProblem | null {
  if (!password) return 'required';
  if (password.length < MIN_PASSWORD_LENGTH) return 'short';
  return null;
}

export function isCode(value: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value);
}
