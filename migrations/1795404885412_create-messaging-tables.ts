import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 14, messaging (docs/messaging.md): conversations between two parties (a student, a company, a
// society), their messages' order and read state — kept by an inline projection from the conversation streams — and
// the message texts, which are personal data: rows next to the log (message_texts), written in the command's
// transaction, never in an event, so account deletion can erase them. Reports, the students' setting of who may
// start a conversation, and the digest mail's last sending time.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE conversations (
      conversation_id uuid PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('company_student', 'society_member', 'society_company')),
      a_type text NOT NULL,
      a_id uuid NOT NULL,
      b_type text NOT NULL,
      b_id uuid NOT NULL,
      started_by uuid NOT NULL,
      started_at timestamptz NOT NULL,
      last_seq integer NOT NULL DEFAULT 0,
      last_message_at timestamptz,
      a_read_seq integer NOT NULL DEFAULT 0,
      b_read_seq integer NOT NULL DEFAULT 0,
      a_unread integer NOT NULL DEFAULT 0,
      b_unread integer NOT NULL DEFAULT 0,
      a_blocked boolean NOT NULL DEFAULT false,
      b_blocked boolean NOT NULL DEFAULT false,
      first_student_at timestamptz,
      first_reply_at timestamptz
    );
    CREATE INDEX conversations_a_idx ON conversations (a_id, last_message_at DESC);
    CREATE INDEX conversations_b_idx ON conversations (b_id, last_message_at DESC);
    CREATE TABLE conversation_messages (
      conversation_id uuid NOT NULL,
      seq integer NOT NULL,
      message_id uuid NOT NULL UNIQUE,
      client_message_id uuid NOT NULL,
      sender_side text NOT NULL CHECK (sender_side IN ('a', 'b')),
      sender_account uuid NOT NULL,
      sent_at timestamptz NOT NULL,
      removed boolean NOT NULL DEFAULT false,
      PRIMARY KEY (conversation_id, seq),
      UNIQUE (conversation_id, client_message_id)
    );
    CREATE INDEX conversation_messages_sender_idx ON conversation_messages (sender_account);
    CREATE TABLE message_texts (
      message_id uuid PRIMARY KEY,
      conversation_id uuid NOT NULL,
      sender_account uuid NOT NULL,
      body text NOT NULL
    );
    CREATE INDEX message_texts_sender_idx ON message_texts (sender_account);
    CREATE INDEX message_texts_conversation_idx ON message_texts (conversation_id);
    CREATE TABLE message_reports (
      report_id uuid PRIMARY KEY,
      conversation_id uuid NOT NULL,
      message_id uuid NOT NULL,
      reporter_account uuid NOT NULL,
      reason text NOT NULL,
      status text NOT NULL CHECK (status IN ('open', 'dismissed', 'removed')),
      reported_at timestamptz NOT NULL,
      decided_at timestamptz
    );
    CREATE INDEX message_reports_status_idx ON message_reports (status, reported_at);
    CREATE TABLE messaging_settings (
      account_id uuid PRIMARY KEY,
      who_may_start text NOT NULL CHECK (who_may_start IN ('challenge_employers', 'approved_employers', 'nobody'))
    );
    CREATE TABLE message_digests (
      account_id uuid PRIMARY KEY,
      last_sent_at timestamptz NOT NULL
    );
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE message_digests, messaging_settings, message_reports, message_texts, conversation_messages, conversations;');
}
