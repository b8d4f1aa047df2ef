import type { Db } from '@fast-track/shared/db/db';
import type { Projection } from '@fast-track/shared/event-store/projection';
import type { LogRedaction } from '@fast-track/shared/event-store/redact-subject';
import type { Logger } from '@fast-track/shared/logger';
import type { RateLimiter } from '@fast-track/shared/rate-limit/rate-limiter';
import type { MailQueue } from '../mail/index.ts';
import type { OtpStore } from './otp/otp-store.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { SessionStore } from './session-store.ts';

export type { Language } from '@fast-track/shared/languages';
export { pickLanguage } from '@fast-track/shared/languages';

export type EmailVerdict = { ok: true } | { ok: false; reason: EmailRefusal };
export type EmailRefusal = 'format' | 'freemail' | 'university' | 'workmail' | 'staffmail' | 'nodomains';

/**
 * Runs inside account deletion's transaction before the identity is erased; other slices (organisations) use it
 * to refuse the deletion (throw an AppError) or to end what the account held there. A hook whose work stored
 * something to send (a promoted student's mail) returns what to do once the deletion has committed; that must not
 * throw (what it cannot do now, the slice's own redrive does later).
 */
export type AccountErasureHook = (tx: Db, accountId: string, now: string) => Promise<void | ErasureAfterCommit>;
export type ErasureAfterCommit = () => Promise<void>;

/** Everything the account use cases touch, handed in so tests can swap the clock, limiter or mail. */
export interface AccountDeps {
  db: Db;
  logger: Logger;
  /** HMAC key for address hashes and OTP hashes. */
  secret: string;
  now: () => number;
  /** Inline projections to update with each command (the app's registry). */
  projections: readonly Projection[];
  rateLimiter: RateLimiter;
  mail: Pick<MailQueue, 'enqueue'>;
  passwords: PasswordHasher;
  sessions: SessionStore;
  otps: OtpStore;
  erasureHooks: AccountErasureHook[];
  /** The slices' personal texts in the log, blanked with the erased person's id (docs/accounts.md § Erasure). */
  logRedactions: LogRedaction[];
  /** Every read table (inline and async): an erased person's id is renamed there as in the log, so rebuilds agree. */
  readTables: readonly string[];
  /** Code mails one client may cause per hour, whatever the addresses (config OTP_MAILS_PER_CLIENT_HOUR). */
  otpLimitPerClient: number;
  /** Codes compared per address per day without the mailed link (config OTP_GUESSES_PER_ADDRESS_DAY, at most 50). */
  otpGuessesPerAddress: number;
}

/** The spec's §5 texts, and ours for the other audiences, for each way an address can be refused. */
export const emailMessages: Record<EmailRefusal, string> = {
  format: 'Please enter a valid email address',
  freemail: 'Please enter your valid university email address',
  university: "Please enter your university email address (its domain must match your university's)",
  workmail: 'Please enter your work email address',
  staffmail: "Please enter your staff email address at your university's domain",
  nodomains: 'We cannot verify staff addresses of this university yet; please contact support',
};

export const retryAfterSeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));
export const nowIso = (deps: Pick<AccountDeps, 'now'>): string => new Date(deps.now()).toISOString();
