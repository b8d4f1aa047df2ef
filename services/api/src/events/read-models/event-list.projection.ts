import type { Db } from '@fast-track/shared/db/db';
import type { Projection } from '@fast-track/shared/event-store/projection';
import type { RecordedEvent } from '@fast-track/shared/event-store/types';
import type { EventEvent } from '../event.ts';
import { toEventJson, withoutParticipant, withoutUpvote, withParticipant, withQuestion, withUpvote, type EventJson } from './event-json.ts';

/**
 * Inline: `event_list` holds the finished contract JSON per event, so the public list and detail calls only
 * select text. Changes to an event rewrite its document here, once, instead of on every read.
 */
export const eventListProjection: Projection = {
  name: 'event-list',
  tables: ['event_list'],
  eventTypes: ['EventPublished', 'QuestionAdded', 'QuestionUpvoted', 'QuestionUpvoteWithdrawn', 'ParticipantJoined', 'ParticipantLeft'],
  async handle(tx, events) {
    for (const event of events as readonly RecordedEvent<EventEvent>[]) {
      switch (event.type) {
        case 'EventPublished': {
          const d = event.data;
          await tx.query(
            `INSERT INTO event_list (event_id, link, company_id, type, starts_at, ends_at, body)
             VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [d.eventId, d.link, d.host.companyId, d.type, d.startTime, d.endTime, JSON.stringify(toEventJson(d))],
          );
          break;
        }
        case 'QuestionAdded':
          await rewrite(tx, event.data.eventId, (doc) => withQuestion(doc, event.data.questionId, event.data.text));
          break;
        case 'QuestionUpvoted':
          await rewrite(tx, event.data.eventId, (doc) => withUpvote(doc, event.data.questionId, event.data.userId));
          break;
        case 'QuestionUpvoteWithdrawn':
          await rewrite(tx, event.data.eventId, (doc) => withoutUpvote(doc, event.data.questionId, event.data.userId));
          break;
        case 'ParticipantJoined':
          await rewrite(tx, event.data.eventId, (doc) => withParticipant(doc, event.data.userId));
          break;
        case 'ParticipantLeft':
          await rewrite(tx, event.data.eventId, (doc) => withoutParticipant(doc, event.data.userId));
          break;
      }
    }
  },
};

async function rewrite(tx: Db, eventId: string, change: (doc: EventJson) => EventJson): Promise<void> {
  // FOR UPDATE: two commands on the same event serialise here instead of losing one rewrite.
  const current = await tx.query<{ body: string }>('SELECT body FROM event_list WHERE event_id = $1 FOR UPDATE', [eventId]);
  const row = current.rows[0];
  if (!row) throw new Error(`event_list has no row for ${eventId}; the log and the read table disagree`);
  const next = change(JSON.parse(row.body) as EventJson);
  await tx.query('UPDATE event_list SET body = $2 WHERE event_id = $1', [eventId, JSON.stringify(next)]);
}
