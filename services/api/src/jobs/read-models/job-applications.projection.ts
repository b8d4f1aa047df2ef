import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { ApplicationEvent } from '../application.ts';

/** Inline: one row per application with its stage (withdrawn ones stay, so a student cannot apply twice unseen). */
export const jobApplicationsProjection = defineProjection<ApplicationEvent>({
  name: 'job-applications',
  tables: ['job_applications'],
  on: {
    async ApplicationSubmitted(tx, { data: d }) {
      await tx.query(
        `INSERT INTO job_applications (application_id, job_id, student_id, company_id, stage, has_cv, submitted_at, updated_at)
         VALUES ($1, $2, $3, $4, 'applied', $5, $6, $6)`,
        [d.applicationId, d.jobId, d.studentId, d.companyId, d.hasCv, d.submittedAt],
      );
    },
    async ApplicationWithdrawn(tx, { data: d }) {
      await tx.query(`UPDATE job_applications SET stage = 'withdrawn', updated_at = $2 WHERE application_id = $1`, [d.applicationId, d.withdrawnAt]);
    },
    async ApplicationStageChanged(tx, { data: d }) {
      await tx.query('UPDATE job_applications SET stage = $2, updated_at = $3 WHERE application_id = $1', [d.applicationId, d.to, d.changedAt]);
    },
  },
});
