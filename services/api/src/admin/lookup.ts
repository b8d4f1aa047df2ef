import type { Db } from '@fast-track/shared/db/db';

/**
 * The admin's look-up (issue 26 part 6): people and organisations by address or name. Addresses are kept only so
 * they can be erased and are found by their keyed hash (accounts/email-hash.ts), so an address matches exactly or
 * not at all; names match anywhere in the name, case-insensitively. At most `lookupLimit` of each.
 */
export const lookupLimit = 20;
export const membersShown = 10;

export interface PersonFound {
  accountId: string;
  kind: string;
  name: string;
  email: string;
  status: 'active' | 'suspended';
  createdAt: string;
  memberships: { organisationId: string; name: string; kind: string; role: string }[];
}

export interface OrganisationFound {
  organisationId: string;
  kind: string;
  name: string;
  status: string;
  createdAt: string;
  /** Owners first, at most `membersShown`; `memberCount` says how many there are. */
  members: { accountId: string; name: string; role: string }[];
  memberCount: number;
}

interface PersonRow {
  account_id: string;
  kind: string;
  first_name: string;
  last_name: string;
  email: string;
  created_at: Date | string;
  suspended: boolean;
}

const iso = (value: Date | string): string => new Date(value).toISOString();
/** A name's words as a LIKE pattern that matches them literally (% and _ typed by the admin are not wildcards). */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const fullName = (first: string, last: string): string => [first, last].filter(Boolean).join(' ');

function membersOf(rows: { account_id: string; first_name: string; last_name: string; role: string; total: string }[]): Pick<OrganisationFound, 'members' | 'memberCount'> {
  return {
    members: rows.map((m) => ({ accountId: m.account_id, name: fullName(m.first_name, m.last_name), role: m.role })),
    memberCount: Number(rows[0]?.total ?? 0),
  };
}

export async function lookUp(db: Db, query: { addressHash: string | null; name: string }): Promise<{ people: PersonFound[]; organisations: OrganisationFound[] }> {
  const personColumns = `i.account_id, i.kind, i.first_name, i.last_name, i.email, i.created_at, a.suspended_at IS NOT NULL AS suspended
    FROM account_identities i LEFT JOIN accounts a USING (account_id)`;
  const people = query.addressHash
    ? await db.query<PersonRow>(`SELECT ${personColumns} WHERE i.email_hash = $1`, [query.addressHash])
    : await db.query<PersonRow>(
        `SELECT ${personColumns} WHERE (i.first_name || ' ' || i.last_name) ILIKE $1 ORDER BY i.created_at DESC LIMIT ${lookupLimit}`,
        [containing(query.name)],
      );
  const organisations = query.addressHash
    ? { rows: [] }
    : await db.query<{ organisation_id: string; kind: string; name: string; status: string; created_at: Date | string }>(
        `SELECT organisation_id, kind, name, status, created_at FROM organisations WHERE name ILIKE $1 ORDER BY created_at DESC LIMIT ${lookupLimit}`,
        [containing(query.name)],
      );
  const memberships = await db.query<{ account_id: string; organisation_id: string; name: string; kind: string; role: string }>(
    `SELECT m.account_id, m.organisation_id, o.name, o.kind, m.role FROM organisation_members m JOIN organisations o USING (organisation_id)
      WHERE m.account_id = ANY($1::uuid[]) ORDER BY o.name`,
    [people.rows.map((p) => p.account_id)],
  );
  const members = await db.query<{ organisation_id: string; account_id: string; first_name: string; last_name: string; role: string; total: string; place: string }>(
    `SELECT * FROM (
       SELECT m.organisation_id, m.account_id, i.first_name, i.last_name, m.role,
              count(*) OVER (PARTITION BY m.organisation_id) AS total,
              row_number() OVER (PARTITION BY m.organisation_id ORDER BY m.role = 'owner' DESC, m.joined_at) AS place
         FROM organisation_members m JOIN account_identities i USING (account_id)
        WHERE m.organisation_id = ANY($1::uuid[])) ranked
      WHERE place <= ${membersShown} ORDER BY place`,
    [organisations.rows.map((o) => o.organisation_id)],
  );
  return {
    people: people.rows.map((p) => ({
      accountId: p.account_id,
      kind: p.kind,
      name: fullName(p.first_name, p.last_name),
      email: p.email,
      status: p.suspended ? 'suspended' : 'active',
      createdAt: iso(p.created_at),
      memberships: memberships.rows.filter((m) => m.account_id === p.account_id).map((m) => ({ organisationId: m.organisation_id, name: m.name, kind: m.kind, role: m.role })),
    })),
    organisations: organisations.rows.map((o) => ({
      organisationId: o.organisation_id,
      kind: o.kind,
      name: o.name,
      status: o.status,
      createdAt: iso(o.created_at),
      ...membersOf(members.rows.filter((m) => m.organisation_id === o.organisation_id)),
    })),
  };
}
