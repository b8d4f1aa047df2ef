import type { Db } from '@fast-track/shared/db/db';
import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { ApplicationEvent } from '../application.ts';

/** One step of the student's timeline, numbered in the order of the application's stream. */
async function step(tx: Db, applicationId: string, status: string, at: string): Promise<void> {
  await tx.query(
    `INSERT INTO job_application_history (application_id, position, status, at)
     SELECT $1, coalesce(max(position), 0) + 1, $2, $3 FROM job_application_history WHERE application_id = $1`,
    [applicationId, status, at],
  );
}

/**
 * Inline: one row per application with its stage (withdrawn ones stay, so a student cannot apply twice unseen), when
 * the company first opened it, when it first answered (a move or a decline: the company's median reply time), and the
 * application's history for the student's timeline.
 */
export const jobApplicationsProjection = defineProjection<ApplicationEvent>({
  name: 'job-applications',
  tables: ['job_applications', 'job_application_history'],
  on: {
    async ApplicationSubmitted(tx, { data: d }) {
      await tx.query(
        `INSERT INTO job_applications (application_id, job_id, student_id, company_id, stage, has_cv, submitted_at, updated_at)
         VALUES ($1, $2, $3, $4, 'applied', $5, $6, $6)`,
        [d.applicationId, d.jobId, d.studentId, d.companyId, d.hasCv, d.submittedAt],
      );
      await step(tx, d.applicationId, 'applied', d.submittedAt);
    },
    async ApplicationWithdrawn(tx, { data: d }) {
      await tx.query(`UPDATE job_applications SET stage = 'withdrawn', updated_at = $2 WHERE application_id = $1`, [d.applicationId, d.withdrawnAt]);
      await step(tx, d.applicationId, 'withdrawn', d.withdrawnAt);
    },
    async ApplicationStageChanged(tx, { data: d }) {
      await tx.query('UPDATE job_applications SET stage = $2, updated_at = $3, first_answer_at = coalesce(first_answer_at, $3) WHERE application_id = $1', [
        d.applicationId,
        d.to,
        d.changedAt,
      ]);
      await step(tx, d.applicationId, d.to, d.changedAt);
    },
    async ApplicationViewed(tx, { data: d }) {
      // Not an answer and not a change of stage: updated_at (the list's order) stays.
      await tx.query('UPDATE job_applications SET viewed_at = $2 WHERE application_id = $1', [d.applicationId, d.viewedAt]);
      await step(tx, d.applicationId, 'viewed', d.viewedAt);
    },
    async ApplicationClosed(tx, { data: d }) {
      await tx.query(`UPDATE job_applications SET stage = 'closed', updated_at = $2 WHERE application_id = $1`, [d.applicationId, d.closedAt]);
      await step(tx, d.applicationId, 'closed', d.closedAt);
    },
  },
});
