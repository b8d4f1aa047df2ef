import { randomBytes } from 'node:crypto';
import type { Db } from '@fast-track/shared/db/db';
import { hashToken } from '../session-store.ts';

export const oauthStateTtlMs = 10 * 60_000;

/** The OAuth `state` ties a callback to the form its browser filled in (CSRF protection); used once, 10 minutes. */
export const oauthStateStore = {
  async create<Form>(db: Db, provider: 'linkedin', form: Form, nowMs: number): Promise<string> {
    const state = randomBytes(32).toString('base64url');
    // Abandoned sign-ups hold a little personal data (names typed in the form): never keep them past expiry.
    await db.query('DELETE FROM oauth_states WHERE expires_at <= $1', [new Date(nowMs)]);
    await db.query('INSERT INTO oauth_states (state_hash, provider, form, expires_at) VALUES ($1, $2, $3::text::jsonb, $4)', [
      hashToken(state),
      provider,
      JSON.stringify(form),
      new Date(nowMs + oauthStateTtlMs),
    ]);
    return state;
  },

  /** The form stored with the state, as the caller stored it (the caller names its type). */
  async claim<Form>(db: Db, provider: 'linkedin', state: string, nowMs: number): Promise<Form | undefined> {
    const claimed = await db.query<{ form: Form | string }>(
      'DELETE FROM oauth_states WHERE state_hash = $1 AND provider = $2 AND expires_at > $3 RETURNING form',
      [hashToken(state), provider, new Date(nowMs)],
    );
    const form = claimed.rows[0]?.form;
    return typeof form === 'string' ? (JSON.parse(form) as Form) : form;
  },
};

/** Rows of oauth_states with this kind hold Google sign-in nonces (no form). */
const googleNonceKind = 'google-nonce';

/**
 * The `nonce` of Google's implicit id_token flow: issued by the server, stored only as its SHA-256 for 10 minutes,
 * consumed by the one sign-in whose verified ID token carries it, so a leaked ID token cannot be replayed.
 */
export const googleNonceStore = {
  async create(db: Db, nowMs: number): Promise<string> {
    const nonce = randomBytes(32).toString('base64url');
    await db.query('DELETE FROM oauth_states WHERE expires_at <= $1', [new Date(nowMs)]);
    await db.query("INSERT INTO oauth_states (state_hash, provider, form, expires_at) VALUES ($1, $2, '{}'::jsonb, $3)", [
      hashToken(nonce),
      googleNonceKind,
      new Date(nowMs + oauthStateTtlMs),
    ]);
    return nonce;
  },

  /** True once for a live nonce: the row is deleted in the same statement that finds it. */
  async consume(db: Db, nonce: string, nowMs: number): Promise<boolean> {
    const claimed = await db.query(
      'DELETE FROM oauth_states WHERE state_hash = $1 AND provider = $2 AND expires_at > $3 RETURNING state_hash',
      [hashToken(nonce), googleNonceKind, new Date(nowMs)],
    );
    return claimed.rows.length === 1;
  },
};
