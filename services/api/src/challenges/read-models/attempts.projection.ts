import type { AccountDeleted } from '../../accounts/index.ts';
import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { AttemptEvent } from '../attempt.ts';
import type { RankVisibilityEvent } from '../rank-visibility.ts';

/**
 * Inline: attempts (variant, saved answers, deadline: what resuming needs) and results (grades, score, certificate),
 * so a student reads their own writes at once. A deleted student's rows go with the account: their certificates stop
 * verifying and their results leave every cohort.
 */
export const challengeAttemptsProjection = defineProjection<AttemptEvent | RankVisibilityEvent | AccountDeleted>({
  name: 'challenge-attempts',
  tables: ['challenge_attempts', 'challenge_results', 'rank_visibility'],
  on: {
    async AttemptStarted(tx, event) {
      const d = event.data;
      await tx.query(
        `INSERT INTO challenge_attempts (attempt_id, challenge_id, student_id, company_id, track_id, year_of_study, content_version, variant, answers, status, started_at, deadline)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb, '{}'::jsonb, 'in-progress', $9, $10)`,
        [d.attemptId, d.challengeId, d.studentId, d.companyId, d.track, d.yearOfStudy, d.contentVersion, JSON.stringify(d.variant), d.startedAt, d.deadline],
      );
    },
    async AnswerSaved(tx, event) {
      const { attemptId, taskId, answer } = event.data;
      await tx.query(`UPDATE challenge_attempts SET answers = jsonb_set(answers, ARRAY[$2::text], $3::text::jsonb) WHERE attempt_id = $1`, [
        attemptId,
        taskId,
        JSON.stringify(answer),
      ]);
    },
    async AttemptSubmitted(tx, event) {
      const { attemptId, grades, reason, submittedAt } = event.data;
      const attempt = await tx.query<{ challenge_id: string; student_id: string; track_id: string; year_of_study: string }>(
        `UPDATE challenge_attempts SET status = 'submitted', submitted_at = $2 WHERE attempt_id = $1 RETURNING challenge_id, student_id, track_id, year_of_study`,
        [attemptId, submittedAt],
      );
      const row = attempt.rows[0];
      if (!row) return;
      const total = grades.reduce((s, g) => s + g.points, 0);
      await tx.query(
        `INSERT INTO challenge_results (attempt_id, challenge_id, student_id, track_id, year_of_study, status, grades, written_scores, total, reason, submitted_at)
         VALUES ($1, $2, $3, $4, $5, 'pending', $6::text::jsonb, '{}'::jsonb, $7, $8, $9)`,
        [attemptId, row.challenge_id, row.student_id, row.track_id, row.year_of_study, JSON.stringify(grades), total, reason, submittedAt],
      );
    },
    async WrittenAnswerScored(tx, event) {
      const { attemptId, taskId, scores, earned } = event.data;
      await tx.query(
        `UPDATE challenge_results SET written_scores = jsonb_set(written_scores, ARRAY[$2::text], $3::text::jsonb),
           grades = (SELECT jsonb_agg(CASE WHEN g->>'taskId' = $2 THEN jsonb_set(g, '{earned}', to_jsonb($4::numeric)) ELSE g END ORDER BY ord)
                     FROM jsonb_array_elements(grades) WITH ORDINALITY AS t(g, ord))
         WHERE attempt_id = $1`,
        [attemptId, taskId, JSON.stringify(scores), earned],
      );
    },
    async AttemptRanked(tx, event) {
      const { attemptId, score, certificateId, at } = event.data;
      await tx.query(
        `UPDATE challenge_results SET status = 'ranked', earned = $2, percent = $3, certificate_id = $4, ranked_at = COALESCE(ranked_at, $5) WHERE attempt_id = $1`,
        [attemptId, score.earned, score.percent, certificateId, at],
      );
    },
    async RankVisibilitySet(tx, event) {
      await tx.query(
        `INSERT INTO rank_visibility (student_id, visible, version) VALUES ($1, $2, $3)
         ON CONFLICT (student_id) DO UPDATE SET visible = EXCLUDED.visible, version = EXCLUDED.version`,
        [event.data.studentId, event.data.visible, event.streamPosition],
      );
    },
    async AccountDeleted(tx, event) {
      const id = event.data.accountId;
      await tx.query('DELETE FROM challenge_results WHERE student_id = $1', [id]);
      await tx.query('DELETE FROM challenge_attempts WHERE student_id = $1', [id]);
      await tx.query('DELETE FROM rank_visibility WHERE student_id = $1', [id]);
    },
  },
});
