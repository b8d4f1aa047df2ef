import type { Db } from '@fast-track/shared/db/db';
import { hashOtp, isOtpShaped, otpMatches, otpMaxAttempts, otpTtlMs } from './otp-code.ts';
import { createOtpLinkStore } from './otp-link-store.ts';

export type OtpCheck =
  | { result: 'ok' }
  | { result: 'invalid' }
  | { result: 'incorrect'; attemptsLeft: number }
  | { result: 'expired' }
  /** The live code's guesses are used up: even the right code no longer works, only a new one will. */
  | { result: 'spent' };

/**
 * Pending codes, one row per address hash. Every guess first claims an attempt with one conditional UPDATE,
 * so concurrent guesses on any number of replicas are serialised by the row lock and at most five are ever
 * compared; a matching guess then deletes the row, and only one DELETE can return it (single use).
 */
export function createOtpStore(db: Db, secret: string) {
  const links = createOtpLinkStore(db, secret);
  return {
    ...links,
    /** Stores a new code for the address, replacing (and so invalidating) any older one. */
    async issue(emailHash: string, code: string, nowMs: number): Promise<void> {
      await db.query(
        `INSERT INTO email_otps (email_hash, code_hash, attempts, expires_at, created_at) VALUES ($1, $2, 0, $3, $4)
         ON CONFLICT (email_hash) DO UPDATE SET code_hash = EXCLUDED.code_hash, attempts = 0,
           expires_at = EXCLUDED.expires_at, created_at = EXCLUDED.created_at`,
        [emailHash, hashOtp(secret, emailHash, code), new Date(nowMs + otpTtlMs), new Date(nowMs)],
      );
    },

    async check(emailHash: string, code: string, nowMs: number): Promise<OtpCheck> {
      if (!isOtpShaped(code)) return { result: 'invalid' };
      const now = new Date(nowMs);
      const claimed = await db.query<{ attempts: number; code_hash: string }>(
        `UPDATE email_otps SET attempts = attempts + 1
         WHERE email_hash = $1 AND attempts < $2 AND expires_at > $3
         RETURNING attempts, code_hash`,
        [emailHash, otpMaxAttempts, now],
      );
      const row = claimed.rows[0];
      if (!row) return whyNot(db, emailHash, nowMs);
      if (!otpMatches(secret, emailHash, code, row.code_hash)) {
        return { result: 'incorrect', attemptsLeft: otpMaxAttempts - row.attempts };
      }
      // code_hash in the condition: a resend between our UPDATE and here replaced the code we matched.
      const used = await db.query('DELETE FROM email_otps WHERE email_hash = $1 AND code_hash = $2 RETURNING 1', [
        emailHash,
        row.code_hash,
      ]);
      return used.rows.length === 1 ? { result: 'ok' } : { result: 'expired' };
    },

    /** The address's code and its mails' links (account created or address erased). */
    async discard(emailHash: string, tx: Db = db): Promise<void> {
      await tx.query('DELETE FROM email_otps WHERE email_hash = $1', [emailHash]);
      await links.discardLinks(emailHash, tx);
    },
  };
}

/**
 * No claimable code. A live code whose guesses are used up is 'spent'; none at all (never sent, or used: the row
 * goes with its use, and a used code's address then has an account, which registration answers first) reads as
 * expired, like a stale one. Both tell the person to ask for a new code.
 */
async function whyNot(db: Db, emailHash: string, nowMs: number): Promise<OtpCheck> {
  const found = await db.query<{ attempts: number; expires_at: Date }>(
    'SELECT attempts, expires_at FROM email_otps WHERE email_hash = $1',
    [emailHash],
  );
  const row = found.rows[0];
  if (!row || new Date(row.expires_at).getTime() <= nowMs) return { result: 'expired' };
  return { result: 'spent' };
}

export type OtpStore = ReturnType<typeof createOtpStore>;
