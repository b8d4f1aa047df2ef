import type { MigrationBuilder } from 'node-pg-migrate';

// Issue 10: every question shows when it was asked and whether the host answered it, and the detail call tells a
// student which questions are theirs. Filled from the log the way the inline projection fills them: the time and
// asker the QuestionAdded fact states, answered once a QuestionAnswered fact exists for it.
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE event_questions
      ADD COLUMN asked_at timestamptz,
      ADD COLUMN asked_by text,
      ADD COLUMN answered boolean NOT NULL DEFAULT false;

    UPDATE event_questions q
    SET asked_at = (e.data->>'askedAt')::timestamptz, asked_by = e.data->>'askedBy'
    FROM events e
    WHERE e.type = 'QuestionAdded' AND (e.data->>'questionId')::uuid = q.question_id;

    UPDATE event_questions q SET answered = true
    WHERE EXISTS (SELECT 1 FROM events e WHERE e.type = 'QuestionAnswered' AND (e.data->>'questionId')::uuid = q.question_id);

    CREATE INDEX event_questions_asker_idx ON event_questions (event_id, asked_by);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP INDEX event_questions_asker_idx;
    ALTER TABLE event_questions DROP COLUMN asked_at, DROP COLUMN asked_by, DROP COLUMN answered;
  `);
}
