import type { Db } from '@fast-track/shared/db/db';

/**
 * The participation slice's HostMembership port: a host is a member (any role) of the event's organisation — a
 * company, a career center or a student organisation — and it is active (a pending or suspended host's people cannot
 * act on students' requests).
 */
export function organisationHostMembership(db: Db) {
  return {
    async isHostMember(userId: string, companyId: string): Promise<boolean> {
      const found = await db.query(
        `SELECT 1 FROM organisation_members m JOIN organisations o USING (organisation_id)
         WHERE m.account_id = $1 AND m.organisation_id = $2 AND o.status = 'active'`,
        [userId, companyId],
      );
      return found.rows.length > 0;
    },
  };
}
