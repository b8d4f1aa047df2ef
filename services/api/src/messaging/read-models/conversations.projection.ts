import type { Db } from '@fast-track/shared/db/db';
import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { AccountDeleted } from '../../accounts/index.ts';
import type { ConversationEvent, Side } from '../conversation.ts';
import type { MessagingSettingChanged } from '../messaging-settings.ts';

const other = (side: Side): Side => (side === 'a' ? 'b' : 'a');

/**
 * Inline: conversations (parties, order, read state, blocks, first-response times), their messages' order (the
 * texts are in message_texts, outside the log), reports, and the students' messaging setting. A deleted student's
 * conversations go with them; a deleted person's own messages go from every conversation.
 */
export const conversationsProjection = defineProjection<ConversationEvent | MessagingSettingChanged | AccountDeleted>({
  name: 'conversations',
  tables: ['conversations', 'conversation_messages', 'message_reports', 'messaging_settings'],
  on: {
    async ConversationStarted(tx, e) {
      const d = e.data;
      await tx.query(
        `INSERT INTO conversations (conversation_id, kind, a_type, a_id, b_type, b_id, started_by, started_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (conversation_id) DO NOTHING`,
        [d.conversationId, d.kind, d.a.type, d.a.id, d.b.type, d.b.id, d.by, d.at],
      );
    },
    async MessageSent(tx, e) {
      const d = e.data;
      const inserted = await tx.query(
        `INSERT INTO conversation_messages (conversation_id, seq, message_id, client_message_id, sender_side, sender_account, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING seq`,
        [d.conversationId, d.seq, d.messageId, d.clientMessageId, d.side, d.by, d.at],
      );
      if (inserted.rows.length === 0) return;
      const me = d.side;
      const you = other(me);
      // Writing is reading: the sender has seen everything up to their own message. The first-response clock runs
      // from a student's first message to the company's next one (company_student only: a is the company).
      await tx.query(
        `UPDATE conversations SET last_seq = $2, last_message_at = $3,
           ${me}_read_seq = $2, ${me}_unread = 0, ${you}_unread = ${you}_unread + 1,
           first_student_at = CASE WHEN kind = 'company_student' AND $4 = 'b' AND first_student_at IS NULL THEN $3::timestamptz ELSE first_student_at END,
           first_reply_at = CASE WHEN kind = 'company_student' AND $4 = 'a' AND first_student_at IS NOT NULL AND first_reply_at IS NULL THEN $3::timestamptz ELSE first_reply_at END
         WHERE conversation_id = $1`,
        [d.conversationId, d.seq, d.at, me],
      );
    },
    async ConversationRead(tx, e) {
      const d = e.data;
      await tx.query(
        `UPDATE conversations SET ${d.side}_read_seq = GREATEST(${d.side}_read_seq, $2),
           ${d.side}_unread = (SELECT count(*) FROM conversation_messages m WHERE m.conversation_id = $1 AND m.seq > GREATEST(${d.side}_read_seq, $2) AND m.sender_side <> $3)
         WHERE conversation_id = $1`,
        [d.conversationId, d.upToSeq, d.side],
      );
    },
    async ConversationBlocked(tx, e) {
      const d = e.data;
      await tx.query(`UPDATE conversations SET ${d.side}_blocked = $2 WHERE conversation_id = $1`, [d.conversationId, d.blocked]);
    },
    async MessageReported(tx, e) {
      const d = e.data;
      await tx.query(
        `INSERT INTO message_reports (report_id, conversation_id, message_id, reporter_account, reason, status, reported_at)
         VALUES ($1, $2, $3, $4, $5, 'open', $6) ON CONFLICT DO NOTHING`,
        [d.reportId, d.conversationId, d.messageId, d.by, d.reason, d.at],
      );
    },
    async ReportDecided(tx, e) {
      const d = e.data;
      await tx.query('UPDATE message_reports SET status = $2, decided_at = $3 WHERE report_id = $1', [d.reportId, d.decision, d.at]);
      if (d.decision === 'removed') await tx.query('UPDATE conversation_messages SET removed = true WHERE message_id = $1', [d.messageId]);
    },
    async MessagingSettingChanged(tx, e) {
      await tx.query(
        `INSERT INTO messaging_settings (account_id, who_may_start) VALUES ($1, $2)
         ON CONFLICT (account_id) DO UPDATE SET who_may_start = EXCLUDED.who_may_start`,
        [e.data.accountId, e.data.whoMayStart],
      );
    },
    async AccountDeleted(tx, e) {
      await eraseConversationRows(tx, e.data.accountId);
    },
  },
});

async function eraseConversationRows(tx: Db, accountId: string): Promise<void> {
  const gone = await tx.query<{ conversation_id: string }>(
    `DELETE FROM conversations WHERE (a_type = 'student' AND a_id = $1::uuid) OR (b_type = 'student' AND b_id = $1::uuid) RETURNING conversation_id::text AS conversation_id`,
    [accountId],
  );
  const ids = gone.rows.map((r) => r.conversation_id);
  if (ids.length > 0) {
    await tx.query('DELETE FROM conversation_messages WHERE conversation_id = ANY($1::uuid[])', [ids]);
    await tx.query('DELETE FROM message_reports WHERE conversation_id = ANY($1::uuid[])', [ids]);
  }
  await tx.query('DELETE FROM message_reports WHERE reporter_account = $1::uuid OR message_id IN (SELECT message_id FROM conversation_messages WHERE sender_account = $1::uuid)', [accountId]);
  await tx.query('DELETE FROM conversation_messages WHERE sender_account = $1::uuid', [accountId]);
  await tx.query('DELETE FROM messaging_settings WHERE account_id = $1::uuid', [accountId]);
}
