import { randomBytes } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { hashToken } from '../session-store.ts';

export const resetLinkTtlMs = 30 * 60_000;

export type ResetClaim = { result: 'ok'; accountId: string } | { result: 'expired' } | { result: 'invalid' };

/**
 * What a mailed single-use link may do: 'reset' sets a new password (recovery), 'unlock' clears the login limit of
 * the owner's address (docs/accounts.md). A link of one purpose is 'invalid' as the other.
 */
export type LinkPurpose = 'reset' | 'unlock';

/** Mailed link ids (recovery and unlock): 32 random bytes for the mail, only their SHA-256 in the table. */
export const resetTokenStore = {
  async create(db: Db, accountId: string, nowMs: number, purpose: LinkPurpose = 'reset'): Promise<string> {
    const uniqueId = randomBytes(32).toString('base64url');
    await db.query('INSERT INTO password_reset_tokens (token_hash, account_id, expires_at, purpose) VALUES ($1, $2, $3, $4)', [
      hashToken(uniqueId),
      accountId,
      new Date(nowMs + resetLinkTtlMs),
      purpose,
    ]);
    return uniqueId;
  },

  /** What claiming the link would answer now, without using it: checked before any argon2 work is spent. */
  async peek(db: Db, uniqueId: string, nowMs: number, purpose: LinkPurpose = 'reset'): Promise<ResetClaim> {
    const found = await db.query<{ account_id: string; used_at: Date | null; expires_at: Date }>(
      'SELECT account_id, used_at, expires_at FROM password_reset_tokens WHERE token_hash = $1 AND purpose = $2',
      [hashToken(uniqueId), purpose],
    );
    const row = found.rows[0];
    if (!row || row.used_at !== null) return { result: 'invalid' };
    if (new Date(row.expires_at).getTime() <= nowMs) return { result: 'expired' };
    return { result: 'ok', accountId: row.account_id };
  },

  /** Marks the link used in one conditional UPDATE, so two tabs racing cannot both use it. */
  async claim(tx: Db, uniqueId: string, nowMs: number, purpose: LinkPurpose = 'reset'): Promise<ResetClaim> {
    const tokenHash = hashToken(uniqueId);
    const claimed = await tx.query<{ account_id: string }>(
      `UPDATE password_reset_tokens SET used_at = $2
       WHERE token_hash = $1 AND purpose = $3 AND used_at IS NULL AND expires_at > $2 RETURNING account_id`,
      [tokenHash, new Date(nowMs), purpose],
    );
    const row = claimed.rows[0];
    if (row) return { result: 'ok', accountId: row.account_id };
    const found = await tx.query<{ used_at: Date | null }>('SELECT used_at FROM password_reset_tokens WHERE token_hash = $1 AND purpose = $2', [
      tokenHash,
      purpose,
    ]);
    const existing = found.rows[0];
    if (existing && existing.used_at === null) return { result: 'expired' };
    return { result: 'invalid' };
  },

  /** Every link of the account, both purposes (a new password, a deletion). */
  async discardAll(tx: Db, accountId: string): Promise<void> {
    await tx.query('DELETE FROM password_reset_tokens WHERE account_id = $1', [accountId]);
  },
};
