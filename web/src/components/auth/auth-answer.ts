/** What the sign-in and recovery calls answer (docs/identity-contract.md, docs/accounts-contract.md § Session). */
export interface SignInAnswer {
  msg: string;
  token?: string;
  uniqueId?: string;
  /** With 'wrongkind': the audience the address belongs to. */
  kind?: string;
  retryAfter?: number;
  message?: string;
}
