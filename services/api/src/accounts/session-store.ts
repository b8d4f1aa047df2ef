import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { ForbiddenError } from '@fast-track/shared/errors';
import type { AccountKind } from './account.ts';

/** Every door that signs someone in ends here, so a suspended account gets this one clear refusal from all of them. */
export class AccountSuspendedError extends ForbiddenError {
  override readonly code = 'ACCOUNT_SUSPENDED';
}

export const sessionTtlMs = 30 * 86_400_000;
/** Sliding expiry without a write per request: extend only when the session has aged a little. */
const extendAfterMs = 3_600_000;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Opaque bearer sessions. The token is 32 random bytes the client keeps; the table keeps only its SHA-256
 * (a fast hash is enough: the token has 256 bits of entropy, nothing to brute-force), so logout and password
 * reset can revoke it and a database leak yields no usable token.
 */
export function createSessionStore(db: Db) {
  return {
    async create(accountId: string, nowMs: number, tx: Db = db): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const inserted = await tx.query(
        `INSERT INTO sessions (token_hash, account_id, created_at, expires_at)
         SELECT $1::text, $2::uuid, $3::timestamptz, $4::timestamptz
         WHERE NOT EXISTS (SELECT 1 FROM accounts WHERE account_id = $2::uuid AND suspended_at IS NOT NULL)
         RETURNING token_hash`,
        [hashToken(token), accountId, new Date(nowMs), new Date(nowMs + sessionTtlMs)],
      );
      if (inserted.rows.length === 0) throw new AccountSuspendedError('This account is suspended. Please contact support.');
      return token;
    },

    /** The account (and its kind) behind a live token, sliding its expiry forward; undefined when unknown or expired. */
    async resolveCaller(token: string, nowMs: number): Promise<{ accountId: string; kind: AccountKind } | undefined> {
      const tokenHash = hashToken(token);
      const found = await db.query<{ account_id: string; kind: AccountKind; expires_at: Date }>(
        `SELECT s.account_id, a.kind, s.expires_at FROM sessions s JOIN accounts a USING (account_id)
         WHERE s.token_hash = $1 AND s.expires_at > $2 AND a.suspended_at IS NULL`,
        [tokenHash, new Date(nowMs)],
      );
      const row = found.rows[0];
      if (!row) return undefined;
      if (new Date(row.expires_at).getTime() < nowMs + sessionTtlMs - extendAfterMs) {
        await db.query('UPDATE sessions SET expires_at = $2 WHERE token_hash = $1', [tokenHash, new Date(nowMs + sessionTtlMs)]);
      }
      return { accountId: row.account_id, kind: row.kind };
    },

    async resolve(token: string, nowMs: number): Promise<string | undefined> {
      return (await this.resolveCaller(token, nowMs))?.accountId;
    },

    async revoke(token: string): Promise<void> {
      await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
    },

    async revokeAll(accountId: string, tx: Db = db): Promise<void> {
      await tx.query('DELETE FROM sessions WHERE account_id = $1', [accountId]);
    },

    /** Every session of the account except the one making the request (password change). */
    async revokeOthers(accountId: string, keepToken: string, tx: Db = db): Promise<void> {
      await tx.query('DELETE FROM sessions WHERE account_id = $1 AND token_hash <> $2', [accountId, hashToken(keepToken)]);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
