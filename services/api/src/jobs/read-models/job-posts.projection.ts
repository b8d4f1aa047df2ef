import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { JobEvent } from '../job.ts';

/**
 * Inline: one row per job with its current details, so the editor, the lists and the application decisions read it
 * at once. `version` is the job stream's position of the last fact: the ETag of the edit screen.
 */
export const jobPostsProjection = defineProjection<JobEvent>({
  name: 'job-posts',
  tables: ['job_posts'],
  on: {
    async JobPublished(tx, event) {
      const { jobId, companyId, details, publishedAt } = event.data;
      await tx.query(
        `INSERT INTO job_posts (job_id, company_id, status, title, type, track_id, details, deadline, published_at, updated_at, version, visibility)
         VALUES ($1, $2, 'open', $3, $4, $5, $6::text::jsonb, $7, $8, $8, $9, $10)`,
        [jobId, companyId, details.title, details.type, details.track, JSON.stringify(details), details.deadline, publishedAt, event.streamPosition, details.visibility ?? 'everyone'],
      );
    },
    async JobEdited(tx, event) {
      const { jobId, details, editedAt } = event.data;
      await tx.query(
        `UPDATE job_posts SET title = $2, type = $3, track_id = $4, details = $5::text::jsonb, deadline = $6, updated_at = $7, version = $8,
           visibility = $9
         WHERE job_id = $1`,
        [jobId, details.title, details.type, details.track, JSON.stringify(details), details.deadline, editedAt, event.streamPosition, details.visibility ?? 'everyone'],
      );
    },
    async JobClosed(tx, event) {
      await tx.query(`UPDATE job_posts SET status = 'closed', updated_at = $2, version = $3 WHERE job_id = $1`, [
        event.data.jobId,
        event.data.closedAt,
        event.streamPosition,
      ]);
    },
  },
});
