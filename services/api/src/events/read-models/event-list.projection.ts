import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { EventEvent } from '../event.ts';
import type { EventStreamEvent } from '../hosting/event-hosting.ts';
import { toEventJson } from './event-json.ts';

/**
 * Inline: the event's document. `event_list` holds the finished contract JSON of what publication said, so the
 * public list and detail calls only select text; its live parts have rows of their own — questions and upvotes
 * here, participants in event_attendance — which the queries splice in (event-list.queries.ts). A vote or a toggle
 * writes one small row, so it costs the same on an event with ten thousand participants as on an empty one, and
 * writers of one event never queue on a shared row. The join link is kept beside the document, never in it: only
 * attending students get it, from shortly before the start (join-link.ts).
 */
const upvoteConflict = 'ON CONFLICT (question_id, user_id) DO UPDATE SET position = EXCLUDED.position';
const withdrawSql = 'DELETE FROM question_upvotes WHERE question_id = $1 AND user_id = $2';

export const eventListProjection = defineProjection<EventEvent | EventStreamEvent>({
  name: 'event-list',
  tables: ['event_list', 'event_questions', 'question_upvotes'],
  on: {
    async EventPublished(tx, { data: d }) {
      await tx.query(
        `INSERT INTO event_list (event_id, link, company_id, type, starts_at, ends_at, approval, virtual_link, body, visibility, track, capacity)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [d.eventId, d.link, d.host.companyId, d.type, d.startTime, d.endTime, d.approval, d.virtualLink || null, JSON.stringify(toEventJson(d)), d.visibility ?? 'everyone', d.track ?? null, d.capacity ?? null],
      );
    },
    // A host's edit of a published event rewrites its document (drafts have no row here, so nothing happens for them).
    async EventEdited(tx, { data: d }) {
      await tx.query(
        `UPDATE event_list SET type = $2, starts_at = $3, ends_at = $4, approval = $5, virtual_link = $6, body = $7, visibility = $8, track = $9,
         capacity = $10 WHERE event_id = $1`,
        [d.eventId, d.type, d.startTime, d.endTime, d.approval, d.virtualLink || null, JSON.stringify(toEventJson(d)), d.visibility ?? 'everyone', d.track ?? null, d.capacity ?? null],
      );
    },
    // A cancelled event leaves the list but keeps its page, which says so (the document gains `status`); nobody
    // gets its join link any more.
    async EventCancelled(tx, { data: d }) {
      await tx.query(
        `UPDATE event_list SET cancelled_at = $2, virtual_link = NULL, body = left(body, -1) || ',"status":"cancelled"}'
         WHERE event_id = $1 AND cancelled_at IS NULL`,
        [d.eventId, d.cancelledAt],
      );
    },
    async QuestionAdded(tx, { data: d, globalPosition }) {
      await tx.query(
        `INSERT INTO event_questions (question_id, event_id, text, position, asked_at, asked_by)
         VALUES ($1, $2, $3, $4::text::bigint, $5, $6)`,
        [d.questionId, d.eventId, d.text, globalPosition, d.askedAt, d.askedBy],
      );
    },
    async QuestionAnswered(tx, { data: d }) {
      await tx.query('UPDATE event_questions SET answered = true WHERE question_id = $1', [d.questionId]);
    },
    // Its asker deleted their account: the text and the asker go, the votes and the answer stay.
    async QuestionErased(tx, { data: d }) {
      await tx.query(`UPDATE event_questions SET text = '', asked_by = NULL, erased = true WHERE question_id = $1`, [d.questionId]);
    },
    async QuestionUpvoted(tx, { data: d, globalPosition }) {
      await tx.query(`INSERT INTO question_upvotes (question_id, user_id, position) VALUES ($1, $2, $3::text::bigint) ${upvoteConflict}`, [
        d.questionId,
        d.userId,
        globalPosition,
      ]);
    },
    async QuestionUpvoteWithdrawn(tx, { data: d }) {
      await tx.query(withdrawSql, [d.questionId, d.userId]);
    },
  },
  // A crowd's votes, written in the statement that appends them (the same rows as the handlers above).
  chained: {
    QuestionUpvoted: (d) => ({
      sql: `INSERT INTO question_upvotes (question_id, user_id, position) SELECT $1::uuid, $2::text, a.global_position FROM appended a ${upvoteConflict}`,
      params: [d.questionId, d.userId],
    }),
    QuestionUpvoteWithdrawn: (d) => ({ sql: withdrawSql, params: [d.questionId, d.userId] }),
  },
});
