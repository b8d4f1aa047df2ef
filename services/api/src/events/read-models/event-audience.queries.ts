import type { Db } from '@fast-track/shared/db/db';
import { audienceHostsSql, reachesSql } from '../../organisations/index.ts';
import { startOfUtcDay } from './event-list.queries.ts';

// Events a host keeps to an audience (issue 13: a career center's own students, a society's members). The public
// list and pages show only `everyone` events; these queries add what one signed-in account may also see.

const uuidText = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the event (by id) is for everyone or reaches this account; an unknown event is for nobody. */
export async function eventReaches(db: Db, eventId: string, accountId: string | undefined): Promise<boolean> {
  if (!uuidText.test(eventId)) return false;
  if (!accountId) {
    const found = await db.query(`SELECT 1 FROM event_list e WHERE e.event_id = $1::uuid AND e.visibility = 'everyone'`, [eventId]);
    return found.rows.length > 0;
  }
  const found = await db.query(`SELECT 1 FROM event_list e WHERE e.event_id = $1::uuid AND ${reachesSql('e', 'company_id', '$2')}`, [eventId, accountId]);
  return found.rows.length > 0;
}

/** Whether the account may see some upcoming restricted event: only then is its list its own rather than the cached one. */
export async function hasRestrictedUpcoming(db: Db, accountId: string, nowMs: number): Promise<boolean> {
  const found = await db.query(
    `SELECT 1 FROM event_list e WHERE e.visibility <> 'everyone' AND e.cancelled_at IS NULL AND e.ends_at >= $2
       AND e.company_id IN (${audienceHostsSql('$1')})
     LIMIT 1`,
    [accountId, startOfUtcDay(nowMs)],
  );
  return found.rows.length > 0;
}
