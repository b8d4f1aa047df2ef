import type { Db } from '@fast-track/shared/db/db';

/**
 * The read tables participation feeds (events list, attendance, questions, upvotes), in a stable order: the
 * participation specs compare them before and after a rebuild or an upgrade of the log.
 */
export async function participationTables(db: Db) {
  const read = async (sql: string) => (await db.query(sql)).rows;
  return {
    eventList: await read('SELECT event_id, link, company_id, type, starts_at, ends_at, approval, virtual_link, body FROM event_list ORDER BY event_id'),
    attendance: await read('SELECT event_id, user_id, status, updated_at, position::text AS position FROM event_attendance ORDER BY event_id, user_id'),
    questions: await read(
      'SELECT question_id, event_id, text, position::text AS position, asked_at, asked_by, answered FROM event_questions ORDER BY question_id',
    ),
    upvotes: await read('SELECT question_id, user_id, position::text AS position FROM question_upvotes ORDER BY question_id, user_id'),
  };
}
