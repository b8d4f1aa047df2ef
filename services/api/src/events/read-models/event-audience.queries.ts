import type { Db } from '@fast-track/shared/db/db';
import { schoolGatesEventsSql, studentSeesSql } from '../../career-centers/index.ts';
import { audienceHostsSql } from '../../organisations/index.ts';
import { hostIsListed, startOfUtcDay } from './event-list.queries.ts';

// Events a host keeps to an audience (issue 13: a career center's own students, a society's members). The public
// list and pages show only `everyone` events; these queries add what one signed-in account may also see.

const uuidText = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * SQL: whether the event_list row `e` reaches the caller in parameter $2 (a visitor, without one: `everyone` only):
 * the host's audience and the caller's school (career-centers/posting-gate.ts).
 */
const reachOf = (accountId: string | undefined): string =>
  accountId ? studentSeesSql({ alias: 'e', kind: 'event', idColumn: 'event_id', hostColumn: 'company_id' }, '$2') : `e.visibility = 'everyone'`;

/** SQL: whether the event_list row `alias` reaches the student in parameter `accountParam` (a condition for a select list). */
export const eventReachesSql = (alias: string, accountParam: string): string =>
  studentSeesSql({ alias, kind: 'event', idColumn: 'event_id', hostColumn: 'company_id' }, accountParam);

/** Whether the event (by id) is for everyone or reaches this account; an unknown event is for nobody. */
export async function eventReaches(db: Db, eventId: string, accountId: string | undefined): Promise<boolean> {
  if (!uuidText.test(eventId)) return false;
  const found = await db.query(`SELECT 1 FROM event_list e WHERE e.event_id = $1::uuid AND ${reachOf(accountId)}`, accountId ? [eventId, accountId] : [eventId]);
  return found.rows.length > 0;
}

/**
 * Whether POST /api/get/event/no shows this event, with its participants and questions, to this caller: a published
 * event (drafts have no row) of a listed host (findByLink's hostIsListed: a suspended host's events are gone) that
 * reaches the caller. The live event room (realtime) admits exactly these callers.
 */
export async function eventShownTo(db: Db, eventId: string, accountId: string | undefined): Promise<boolean> {
  if (!uuidText.test(eventId) || (accountId !== undefined && !uuidText.test(accountId))) return false;
  const found = await db.query(
    `SELECT 1 FROM event_list e WHERE e.event_id = $1::uuid AND ${hostIsListed('e')} AND ${reachOf(accountId)}`,
    accountId ? [eventId, accountId] : [eventId],
  );
  return found.rows.length > 0;
}

/**
 * Of the `online` accounts, those each of the `viewers` shares a published event of a listed host with (both
 * attending): what the realtime presence list may tell a participant. Pairs, one query for all viewers.
 */
export async function coParticipantsAmong(db: Db, viewers: readonly string[], online: readonly string[]): Promise<{ viewer: string; peer: string }[]> {
  if (viewers.length === 0 || online.length === 0) return [];
  const found = await db.query<{ viewer: string; peer: string }>(
    `SELECT DISTINCT mine.user_id AS viewer, other.user_id AS peer
     FROM event_attendance mine
     JOIN event_attendance other ON other.event_id = mine.event_id AND other.status = 'attending' AND other.user_id <> mine.user_id
     JOIN event_list e ON e.event_id = mine.event_id AND ${hostIsListed('e')}
     WHERE mine.status = 'attending' AND mine.user_id = ANY($1::text[]) AND other.user_id = ANY($2::text[])`,
    [viewers, online],
  );
  return found.rows;
}

/**
 * Whether the account's events list differs from the shared cached one: it may see some upcoming restricted event,
 * or its school holds some employer events back (reviews them first, declined one, blocked a company).
 */
export async function hasRestrictedUpcoming(db: Db, accountId: string, nowMs: number): Promise<boolean> {
  const found = await db.query(
    `SELECT 1 WHERE EXISTS (SELECT 1 FROM event_list e WHERE e.visibility <> 'everyone' AND e.cancelled_at IS NULL AND e.ends_at >= $2
       AND e.company_id IN (${audienceHostsSql('$1')}))
       OR ${schoolGatesEventsSql('$1')}`,
    [accountId, startOfUtcDay(nowMs)],
  );
  return found.rows.length > 0;
}
