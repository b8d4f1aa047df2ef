import type { Db } from '@fast-track/shared/db/db';
import type { ScreeningAnswer, ScreeningQuestion } from '@fast-track/shared/jobs/screening';
import type { JobScreening } from './screening.ts';

/**
 * A student's screening answers: personal data, so a row per application (job_screening_answers), not an event;
 * account deletion erases them with the cover note.
 */
export const screeningStore = {
  /**
   * The job's questions as the application's transaction sees them, under a share lock: an edit of the questions
   * waits for this application, or this application sees the edit (and answers 409).
   */
  async questionsOf(tx: Db, jobId: string): Promise<JobScreening> {
    const found = await tx.query<{ screening: ScreeningQuestion[] | string | null; screening_version: number }>(
      `SELECT details->'screening' AS screening, screening_version FROM job_posts WHERE job_id = $1::uuid FOR SHARE`,
      [jobId],
    );
    const row = found.rows[0];
    const raw = row?.screening ?? null;
    const questions = typeof raw === 'string' ? (JSON.parse(raw) as ScreeningQuestion[]) : (raw ?? []);
    return { questions, version: Number(row?.screening_version ?? 0) };
  },

  async insert(tx: Db, row: { applicationId: string; jobId: string; studentId: string; answers: ScreeningAnswer[]; knockedOut: boolean; createdAt: string }): Promise<void> {
    if (row.answers.length === 0) return;
    await tx.query(
      `INSERT INTO job_screening_answers (application_id, job_id, student_id, answers, knocked_out, created_at) VALUES ($1, $2, $3, $4::text::jsonb, $5, $6)`,
      [row.applicationId, row.jobId, row.studentId, JSON.stringify(row.answers), row.knockedOut, row.createdAt],
    );
  },

  async eraseFor(tx: Db, studentId: string): Promise<void> {
    await tx.query('DELETE FROM job_screening_answers WHERE student_id = $1::uuid', [studentId]);
  },
};
