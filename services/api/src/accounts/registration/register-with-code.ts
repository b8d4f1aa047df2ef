import type { Db } from '@fast-track/shared/db/db';
import { emailMessages, type AccountDeps, type EmailVerdict } from '../account-deps.ts';
import { createAccount, type NewAccount } from '../create-account.ts';
import { emailHash, normaliseEmail } from '../email-hash.ts';
import { AlreadyRegisteredError, identityStore } from '../identity-store.ts';
import { claimOtp, type OtpClaimAnswer } from '../otp/otp.service.ts';
import { checkPassword, passwordMessages } from '../password-hasher.ts';

export interface RegisterWithCodeInput<Facts extends object> {
  /** Who registers: the kind and the audience's own identity fields (names, invite); the address comes below. */
  account: Omit<NewAccount, 'email' | 'passwordHash' | 'method' | 'session'>;
  email: string;
  password: string;
  otp: string;
  /** The code mail's link this browser keeps (cookie), if any: its guesses are not counted against the address. */
  otpLink?: string | undefined;
  /** The audience's e-mail rule, given the normalised address (it may throw to refuse the request outright). */
  checkEmail: (address: string) => EmailVerdict | Promise<EmailVerdict>;
  /**
   * The audience's own facts (StudentRegistered, a membership…), in the account's transaction. What it answers joins
   * the success answer (a career center's organisationId and admission).
   */
  then?: (tx: Db, accountId: string, now: string) => Promise<Facts | void>;
}

export type RegisterWithCodeAnswer<Facts extends object = Record<never, never>> =
  | ({ msg: 'success'; token: string; uniqueId: string } & Facts)
  | OtpClaimAnswer
  | { msg: 'registered' }
  | { msg: 'invalid email' | 'weak password'; message: string };

/**
 * Every audience's "details → e-mail code → account" sign-up (docs/accounts.md). Cheap stateless checks first (the
 * audience's e-mail rule, the password), then "already registered" (so a typo'd retry does not burn the code), then
 * the code with the address's bounded guesses (claimOtp), and last the account and the audience's facts in one
 * transaction. Any other error of `then` is the caller's to translate.
 */
export async function registerWithCode<Facts extends object = Record<never, never>>(
  deps: AccountDeps,
  input: RegisterWithCodeInput<Facts>,
): Promise<RegisterWithCodeAnswer<Facts>> {
  const email = normaliseEmail(input.email);
  const verdict = await input.checkEmail(email);
  if (!verdict.ok) return { msg: 'invalid email', message: emailMessages[verdict.reason] };
  const weak = checkPassword(input.password);
  if (weak) return { msg: 'weak password', message: passwordMessages[weak] };
  if (await identityStore.byEmailHash(deps.db, emailHash(deps.secret, email))) return { msg: 'registered' };

  const refused = await claimOtp(deps, email, input.otp, input.otpLink);
  if (refused) return refused;
  const passwordHash = await deps.passwords.hash(input.password);
  try {
    const created = await createAccount(deps, { ...input.account, email, passwordHash, method: 'otp' }, input.then);
    // A `then` that answers nothing (void) adds nothing: spreading undefined is a no-op.
    return { msg: 'success', token: created.token ?? '', uniqueId: created.accountId, ...(created.facts as Facts) };
  } catch (error) {
    if (error instanceof AlreadyRegisteredError) return { msg: 'registered' };
    throw error;
  }
}
