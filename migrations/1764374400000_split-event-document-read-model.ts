import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 9, the write path at scale: participants, questions and upvotes leave the event's JSON document. The document
// in event_list.body keeps what publication said (participants and questions as empty arrays) and the API splices
// the live parts in from their own tables when it reads, so a toggle or a vote writes one small row instead of
// rewriting (and locking) a document that grows with the event. Rows are filled from the log the way the inline
// projections fill them: position = global position of the fact that set the row (participants in joining order,
// questions in asking order, upvotes in voting order). event_list.approval joins the columns a decision reads.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE event_list ADD COLUMN approval boolean;
    UPDATE event_list SET approval = (body::json->>'approval')::boolean;
    ALTER TABLE event_list ALTER COLUMN approval SET NOT NULL;

    ALTER TABLE event_attendance ADD COLUMN position bigint;
    UPDATE event_attendance a SET position = last.global_position
    FROM (
      SELECT DISTINCT ON (data->>'eventId', data->>'userId') data->>'eventId' AS event_id, data->>'userId' AS user_id, global_position
      FROM events
      WHERE type IN ('ParticipantJoined', 'AttendanceRequested', 'AttendanceRequestDeclined')
      ORDER BY data->>'eventId', data->>'userId', global_position DESC
    ) last
    WHERE a.event_id::text = last.event_id AND a.user_id = last.user_id;
    -- A row the log does not explain keeps its place at the front rather than stopping the boot.
    UPDATE event_attendance SET position = 0 WHERE position IS NULL;
    ALTER TABLE event_attendance ALTER COLUMN position SET NOT NULL;
    CREATE INDEX event_attendance_participants_idx ON event_attendance (event_id, position) WHERE status = 'attending';

    CREATE TABLE event_questions (
      question_id uuid PRIMARY KEY,
      event_id uuid NOT NULL,
      text text NOT NULL,
      position bigint NOT NULL
    );
    CREATE INDEX event_questions_event_idx ON event_questions (event_id, position);
    INSERT INTO event_questions (question_id, event_id, text, position)
    SELECT (data->>'questionId')::uuid, (data->>'eventId')::uuid, data->>'text', global_position
    FROM events WHERE type = 'QuestionAdded';

    CREATE TABLE question_upvotes (
      question_id uuid NOT NULL,
      user_id text NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (question_id, user_id)
    );
    CREATE INDEX question_upvotes_order_idx ON question_upvotes (question_id, position);
    INSERT INTO question_upvotes (question_id, user_id, position)
    SELECT question_id::uuid, user_id, global_position FROM (
      SELECT DISTINCT ON (data->>'questionId', data->>'userId') data->>'questionId' AS question_id, data->>'userId' AS user_id,
             type, global_position
      FROM events WHERE type IN ('QuestionUpvoted', 'QuestionUpvoteWithdrawn')
      ORDER BY data->>'questionId', data->>'userId', global_position DESC
    ) last
    WHERE type = 'QuestionUpvoted';

    -- The body is JSON.stringify output in the contract's key order: its keys' quotes are the only unescaped ones,
    -- so these two literal keys occur once and everything between them is the two arrays.
    UPDATE event_list SET body = regexp_replace(body, '"participants":\\[.*\\],"questions":\\[.*\\],"schoolYear":\\[',
                                                '"participants":[],"questions":[],"schoolYear":[');
  `);
}

export async function down(): Promise<void> {
  throw new Error('Splitting the event document is not reversible: replay the log with the older code instead.');
}
