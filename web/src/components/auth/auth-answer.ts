import type { JsonAnswer } from '../../lib/http.ts';

/** What the sign-in and recovery calls answer (docs/accounts.md § Session). */
export interface SignInAnswer {
  msg: string;
  token?: string;
  uniqueId?: string;
  /** With 'wrongkind': the audience the address belongs to. */
  kind?: string;
  retryAfter?: number;
  /** With 'ratelimited' / 'throttled' from a login: 'address' means the owner of the address was mailed an unlock link. */
  reason?: string;
  message?: string;
}

/**
 * An admin suspended the account (issue 26 part 6): every login door answers 403 ACCOUNT_SUSPENDED as problem+json,
 * which each audience's answer mapper turns into 'suspended' so the one sign-in form can say it in words.
 */
export const isSuspendedAnswer = ({ status, body }: JsonAnswer): boolean => status === 403 && body['code'] === 'ACCOUNT_SUSPENDED';
