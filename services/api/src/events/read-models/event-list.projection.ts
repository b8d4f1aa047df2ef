import type { Db } from '@fast-track/shared/db/db';
import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { EventEvent } from '../event.ts';
import { toEventJson, withoutParticipant, withoutUpvote, withParticipant, withQuestion, withUpvote, type EventJson } from './event-json.ts';

/**
 * Inline: `event_list` holds the finished contract JSON per event, so the public list and detail calls only
 * select text. Changes to an event rewrite its document here, once, instead of on every read.
 */
export const eventListProjection = defineProjection<EventEvent>({
  name: 'event-list',
  tables: ['event_list'],
  on: {
    async EventPublished(tx, { data: d }) {
      await tx.query(
        `INSERT INTO event_list (event_id, link, company_id, type, starts_at, ends_at, body)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [d.eventId, d.link, d.host.companyId, d.type, d.startTime, d.endTime, JSON.stringify(toEventJson(d))],
      );
    },
    QuestionAdded: (tx, { data: d }) => rewrite(tx, d.eventId, (doc) => withQuestion(doc, d.questionId, d.text)),
    QuestionUpvoted: (tx, { data: d }) => rewrite(tx, d.eventId, (doc) => withUpvote(doc, d.questionId, d.userId)),
    QuestionUpvoteWithdrawn: (tx, { data: d }) =>
      rewrite(tx, d.eventId, (doc) => withoutUpvote(doc, d.questionId, d.userId)),
    ParticipantJoined: (tx, { data: d }) => rewrite(tx, d.eventId, (doc) => withParticipant(doc, d.userId)),
    ParticipantLeft: (tx, { data: d }) => rewrite(tx, d.eventId, (doc) => withoutParticipant(doc, d.userId)),
  },
});

async function rewrite(tx: Db, eventId: string, change: (doc: EventJson) => EventJson): Promise<void> {
  // FOR UPDATE: two commands on the same event serialise here instead of losing one rewrite.
  const current = await tx.query<{ body: string }>('SELECT body FROM event_list WHERE event_id = $1 FOR UPDATE', [eventId]);
  const row = current.rows[0];
  if (!row) throw new Error(`event_list has no row for ${eventId}; the log and the read table disagree`);
  const next = change(JSON.parse(row.body) as EventJson);
  await tx.query('UPDATE event_list SET body = $2 WHERE event_id = $1', [eventId, JSON.stringify(next)]);
}
