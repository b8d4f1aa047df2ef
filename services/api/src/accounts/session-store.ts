import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';

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
    async create(studentId: string, nowMs: number, tx: Db = db): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await tx.query(
        'INSERT INTO student_sessions (token_hash, student_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
        [hashToken(token), studentId, new Date(nowMs), new Date(nowMs + sessionTtlMs)],
      );
      return token;
    },

    /** The student behind a live token, sliding its expiry forward; undefined when unknown or expired. */
    async resolve(token: string, nowMs: number): Promise<string | undefined> {
      const tokenHash = hashToken(token);
      const found = await db.query<{ student_id: string; expires_at: Date }>(
        'SELECT student_id, expires_at FROM student_sessions WHERE token_hash = $1 AND expires_at > $2',
        [tokenHash, new Date(nowMs)],
      );
      const row = found.rows[0];
      if (!row) return undefined;
      if (new Date(row.expires_at).getTime() < nowMs + sessionTtlMs - extendAfterMs) {
        await db.query('UPDATE student_sessions SET expires_at = $2 WHERE token_hash = $1', [
          tokenHash,
          new Date(nowMs + sessionTtlMs),
        ]);
      }
      return row.student_id;
    },

    async revoke(token: string): Promise<void> {
      await db.query('DELETE FROM student_sessions WHERE token_hash = $1', [hashToken(token)]);
    },

    async revokeAll(studentId: string, tx: Db = db): Promise<void> {
      await tx.query('DELETE FROM student_sessions WHERE student_id = $1', [studentId]);
    },

    /** Every session of the student except the one making the request (password change). */
    async revokeOthers(studentId: string, keepToken: string, tx: Db = db): Promise<void> {
      await tx.query('DELETE FROM student_sessions WHERE student_id = $1 AND token_hash <> $2', [studentId, hashToken(keepToken)]);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
