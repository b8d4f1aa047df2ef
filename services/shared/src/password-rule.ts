// The password rule, shared by the API (which enforces it before hashing) and the SPA (which says it before sending).
export const passwordLimits = {
  minLength: 8,
  /** argon2 accepts any length, but hashing megabytes per request is a cheap denial of service. */
  maxLength: 256,
} as const;

export type PasswordProblem = 'required' | 'short' | 'long';

/** Why `password` cannot be used, or null when it can. Counted as typed (no trimming: spaces are characters). */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length === 0) return 'required';
  if (password.length < passwordLimits.minLength) return 'short';
  if (password.length > passwordLimits.maxLength) return 'long';
  return null;
}
