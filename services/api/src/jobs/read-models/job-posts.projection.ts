import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { JobDetails, JobEvent } from '../job.ts';

const insert = `INSERT INTO job_posts (job_id, company_id, status, title, type, track_id, details, deadline, published_at, updated_at, version, visibility, screening_version)
  VALUES ($1, $2, $3, $4, $5, $6, $7::text::jsonb, $8, $9, $10, $11, $12, $11)`;

const columns = (details: JobDetails) => [details.title, details.type, details.track, JSON.stringify(details), details.deadline];

/**
 * Inline: one row per job with its current details, so the editor, the lists and the application decisions read it
 * at once. `version` is the job stream's position of the last fact: the ETag of the edit screen. `screening_version`
 * is the position at which the screening questions last changed: what an applicant's answers are checked against.
 * A deleted draft leaves no row (it was never public).
 */
export const jobPostsProjection = defineProjection<JobEvent>({
  name: 'job-posts',
  tables: ['job_posts'],
  on: {
    async JobPublished(tx, event) {
      const { jobId, companyId, details, publishedAt } = event.data;
      await tx.query(insert, [jobId, companyId, 'open', ...columns(details), publishedAt, publishedAt, event.streamPosition, details.visibility ?? 'everyone']);
    },
    async JobDrafted(tx, event) {
      const { jobId, companyId, details, draftedAt } = event.data;
      await tx.query(insert, [jobId, companyId, 'draft', ...columns(details), null, draftedAt, event.streamPosition, details.visibility ?? 'everyone']);
    },
    async JobEdited(tx, event) {
      const { jobId, details, editedAt } = event.data;
      // Old rows and events without questions read as none; only a real change of the questions moves the version.
      await tx.query(
        `UPDATE job_posts SET title = $2, type = $3, track_id = $4, details = $5::text::jsonb, deadline = $6, updated_at = $7, version = $8,
           visibility = $9,
           screening_version = CASE WHEN coalesce(details->'screening', '[]'::jsonb) = coalesce($5::text::jsonb->'screening', '[]'::jsonb)
             THEN screening_version ELSE $8 END
         WHERE job_id = $1`,
        [jobId, ...columns(details), editedAt, event.streamPosition, details.visibility ?? 'everyone'],
      );
    },
    async JobScheduled(tx, event) {
      await tx.query(`UPDATE job_posts SET status = 'scheduled', publish_at = $2, updated_at = $3, version = $4 WHERE job_id = $1`, [
        event.data.jobId,
        event.data.publishAt,
        event.data.scheduledAt,
        event.streamPosition,
      ]);
    },
    async JobUnscheduled(tx, event) {
      await tx.query(`UPDATE job_posts SET status = 'draft', publish_at = NULL, updated_at = $2, version = $3 WHERE job_id = $1`, [
        event.data.jobId,
        event.data.unscheduledAt,
        event.streamPosition,
      ]);
    },
    async JobDraftPublished(tx, event) {
      await tx.query(`UPDATE job_posts SET status = 'open', publish_at = NULL, published_at = $2, updated_at = $2, version = $3 WHERE job_id = $1`, [
        event.data.jobId,
        event.data.publishedAt,
        event.streamPosition,
      ]);
    },
    async JobDraftDeleted(tx, event) {
      await tx.query(`DELETE FROM job_posts WHERE job_id = $1`, [event.data.jobId]);
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
