import type { Db } from '@fast-track/shared/db/db';
import { ValidationError } from '@fast-track/shared/errors';
import { visibilitiesOf, type Visibility } from '@fast-track/shared/visibility';
import type { OrganisationKind } from '../accounts/index.ts';

export { visibilities, visibilitiesOf, type Visibility } from '@fast-track/shared/visibility';

// Who may see what a host publishes (issue 13; the choices per host kind are @fast-track/shared/visibility). The one
// rule for events and jobs alike; the server checks it on every read and every action.

/** The host kind's default when the editor sends none (the first allowed one). */
export const defaultVisibility = (kind: OrganisationKind): Visibility => visibilitiesOf[kind][0] ?? 'everyone';

/** The visibility to store for this host, or a 400 naming the field when the host kind may not choose it. */
export function checkedVisibility(kind: OrganisationKind, wanted: Visibility | undefined): Visibility {
  const value = wanted ?? defaultVisibility(kind);
  if (!visibilitiesOf[kind].includes(value)) {
    const message = `one of ${visibilitiesOf[kind].join(', ')}`;
    throw new ValidationError(`visibility: ${message}`, [{ path: 'visibility', message }]);
  }
  return value;
}

/**
 * The hosts whose restricted items this account may see: the career center of a student's university and every
 * organisation the account belongs to (its own host included). Whatever is not `everyone` is shown only when its
 * host is in this list — a career center's items can only be `own-university-students`, a society's only `members`.
 */
export const audienceHostsSql = (account: string): string =>
  `SELECT o.organisation_id FROM organisations o JOIN students s
     ON s.university_name = o.university_name AND s.university_area = o.university_area
   WHERE s.student_id = ${account}::uuid AND o.kind = 'career_center'
   UNION
   SELECT organisation_id FROM organisation_members WHERE account_id = ${account}::uuid`;

/** SQL: whether the row `alias` (with `visibility` and a host id column) reaches the account in parameter `account`. */
export const reachesSql = (alias: string, hostColumn: string, account: string): string =>
  `(${alias}.visibility = 'everyone' OR ${alias}.${hostColumn} IN (${audienceHostsSql(account)}))`;

export async function audienceHostsOf(db: Db, accountId: string): Promise<string[]> {
  const found = await db.query<{ organisation_id: string }>(audienceHostsSql('$1'), [accountId]);
  return found.rows.map((r) => r.organisation_id);
}

/** Whether an item of this host and visibility reaches this account (undefined: a visitor). */
export async function reaches(db: Db, accountId: string | undefined, hostId: string, visibility: string | null | undefined): Promise<boolean> {
  if (!visibility || visibility === 'everyone') return true;
  if (!accountId) return false;
  return (await audienceHostsOf(db, accountId)).includes(hostId);
}
