import { isUniqueViolation, type Db } from '@fast-track/shared/db/db';
import { ConflictError } from '@fast-track/shared/errors';
import type { AccountKind } from './account.ts';

/** The address is taken (also raised when two registrations of one address race: the unique index decides). */
export class AlreadyRegisteredError extends ConflictError {
  override readonly code = 'ALREADY_REGISTERED';
}

export interface Identity {
  accountId: string;
  kind: AccountKind;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
}

interface IdentityRow {
  account_id: string;
  kind: AccountKind;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
}

const columns = 'account_id, kind, email, first_name, last_name, password_hash';

const toIdentity = (row: IdentityRow): Identity => ({
  accountId: row.account_id,
  kind: row.kind,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  passwordHash: row.password_hash,
});

/** Personal data of every account kind: the only place the address, names and password hash are kept. */
export const identityStore = {
  async insert(tx: Db, identity: Identity & { emailHash: string; invite: string | null; createdAt: string }): Promise<void> {
    try {
      await tx.query(
        `INSERT INTO account_identities (account_id, kind, email_hash, email, first_name, last_name, password_hash, invite, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          identity.accountId,
          identity.kind,
          identity.emailHash,
          identity.email,
          identity.firstName,
          identity.lastName,
          identity.passwordHash,
          identity.invite,
          identity.createdAt,
        ],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new AlreadyRegisteredError('This address is already registered.');
      throw error;
    }
  },

  async byEmailHash(db: Db, emailHash: string): Promise<Identity | undefined> {
    const found = await db.query<IdentityRow>(`SELECT ${columns} FROM account_identities WHERE email_hash = $1`, [emailHash]);
    return found.rows[0] && toIdentity(found.rows[0]);
  },

  async byId(db: Db, accountId: string, forUpdate = false): Promise<Identity | undefined> {
    const found = await db.query<IdentityRow>(
      `SELECT ${columns} FROM account_identities WHERE account_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [accountId],
    );
    return found.rows[0] && toIdentity(found.rows[0]);
  },

  async rename(tx: Db, accountId: string, firstName: string, lastName: string): Promise<void> {
    await tx.query('UPDATE account_identities SET first_name = $2, last_name = $3 WHERE account_id = $1', [accountId, firstName, lastName]);
  },

  async setPasswordHash(tx: Db, accountId: string, passwordHash: string): Promise<void> {
    await tx.query('UPDATE account_identities SET password_hash = $2 WHERE account_id = $1', [accountId, passwordHash]);
  },

  /** Admin second factor: the encrypted TOTP secret and the last time step used (a code works once). */
  async totpOf(db: Db, accountId: string): Promise<{ secret: string | null; lastStep: number | null } | undefined> {
    const found = await db.query<{ totp_secret: string | null; totp_last_step: string | null }>(
      'SELECT totp_secret, totp_last_step FROM account_identities WHERE account_id = $1',
      [accountId],
    );
    const row = found.rows[0];
    return row && { secret: row.totp_secret, lastStep: row.totp_last_step === null ? null : Number(row.totp_last_step) };
  },

  async setTotpSecret(tx: Db, accountId: string, encryptedSecret: string): Promise<void> {
    await tx.query('UPDATE account_identities SET totp_secret = $2, totp_last_step = NULL WHERE account_id = $1', [accountId, encryptedSecret]);
  },

  /** Claims a time step atomically: false when that step (or a later one) was already used. */
  async claimTotpStep(db: Db, accountId: string, step: number): Promise<boolean> {
    const claimed = await db.query(
      `UPDATE account_identities SET totp_last_step = $2
       WHERE account_id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING account_id`,
      [accountId, step],
    );
    return claimed.rows.length === 1;
  },

  async erase(tx: Db, accountId: string): Promise<void> {
    await tx.query('DELETE FROM account_identities WHERE account_id = $1', [accountId]);
  },
};
