import type { Db } from '@fast-track/shared/db/db';
import type { AccountKind } from '../account.ts';

/** The non-personal facts of a live account (the `accounts` read table). */
export interface AccountFacts {
  accountId: string;
  kind: AccountKind;
  lng: string | null;
}

export async function findAccount(db: Db, accountId: string): Promise<AccountFacts | undefined> {
  const found = await db.query<{ account_id: string; kind: AccountKind; lng: string | null }>(
    'SELECT account_id, kind, lng FROM accounts WHERE account_id = $1',
    [accountId],
  );
  const row = found.rows[0];
  return row && { accountId: row.account_id, kind: row.kind, lng: row.lng };
}

/** What GET /api/account/me shows of the person: facts joined with the identity row. */
export interface AccountProfile {
  uniqueId: string;
  kind: AccountKind;
  email: string;
  firstName: string;
  LastName: string;
  lng: string | null;
}

export async function findAccountProfile(db: Db, accountId: string): Promise<AccountProfile | undefined> {
  const found = await db.query<{ account_id: string; kind: AccountKind; email: string; first_name: string; last_name: string; lng: string | null }>(
    `SELECT a.account_id, a.kind, i.email, i.first_name, i.last_name, a.lng
     FROM accounts a JOIN account_identities i USING (account_id) WHERE a.account_id = $1`,
    [accountId],
  );
  const row = found.rows[0];
  return row && { uniqueId: row.account_id, kind: row.kind, email: row.email, firstName: row.first_name, LastName: row.last_name, lng: row.lng };
}
