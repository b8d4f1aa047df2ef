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
