import type { Db } from '@fast-track/shared/db/db';
import type { Projection } from '@fast-track/shared/event-store/projection';
import type { Logger } from '@fast-track/shared/logger';
import type { PasswordHasher } from '../auth/password-hasher.ts';
import type { RateLimiter } from '@fast-track/shared/rate-limit/rate-limiter';
import type { MailQueue } from '../mail/index.ts';
import type { SessionStore } from '../auth/session-store.ts';
import type { OtpStore } from './otp/otp-store.ts';
import type { University } from './student.ts';

export type EmailVerdict = { ok: true } | { ok: false; reason: 'format' | 'freemail' | 'university' };

/** Everything the identity use cases touch, handed in so tests can swap the clock, limiter or mail. */
export interface IdentityDeps {
  db: Db;
  logger: Logger;
  /** HMAC key for address hashes and OTP hashes. */
  secret: string;
  now: () => number;
  /** Inline projections to update with each student command (the app's registry). */
  projections: readonly Projection[];
  rateLimiter: RateLimiter;
  mail: Pick<MailQueue, 'enqueue'>;
  passwords: PasswordHasher;
  sessions: SessionStore;
  otps: OtpStore;
  /** The e-mail rule of docs/identity-contract.md, with the chosen university's domains when known. */
  checkEmail(email: string, university: University | undefined): EmailVerdict | Promise<EmailVerdict>;
}

/** The spec's §5 texts for each way an address can be refused. */
export const emailMessages: Record<Exclude<EmailVerdict, { ok: true }>['reason'], string> = {
  format: 'Please enter a valid email address',
  freemail: 'Please enter your valid university email address',
  university: "Please enter your university email address (its domain must match your university's)",
};

export const supportedLanguages = ['en', 'de', 'fr', 'pl', 'es', 'it'] as const;
export type Language = (typeof supportedLanguages)[number];

/** Explicit `lng` first, then the first supported Accept-Language entry (by q), else English. */
export function pickLanguage(explicit: string | undefined, acceptLanguage: string | undefined): Language {
  const supported = (tag: string | undefined): Language | undefined => {
    const base = tag?.trim().toLowerCase().split('-')[0];
    return supportedLanguages.find((l) => l === base);
  };
  const direct = supported(explicit);
  if (direct) return direct;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const lng = supported(entry.tag);
    if (lng) return lng;
  }
  return 'en';
}

export const retryAfterSeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));
