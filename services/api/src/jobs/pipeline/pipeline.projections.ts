import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { ReviewEvent } from './review.ts';
import type { StageMailEvent } from './stage-mail.ts';

/**
 * Inline: one row per reviewed application with its rating and its number of notes (the card's "3 notes"). The notes'
 * texts are rows the review service writes beside the event (job_application_notes), so a rebuild leaves them as
 * they are and recounts them from the events.
 */
export const pipelineReviewsProjection = defineProjection<ReviewEvent>({
  name: 'pipeline-reviews',
  tables: ['job_application_reviews'],
  on: {
    async ApplicationRated(tx, { data: d }) {
      await tx.query(
        `INSERT INTO job_application_reviews (application_id, job_id, company_id, rating, note_count, updated_at) VALUES ($1, $2, $3, $4, 0, $5)
         ON CONFLICT (application_id) DO UPDATE SET rating = excluded.rating, updated_at = excluded.updated_at`,
        [d.applicationId, d.jobId, d.companyId, d.rating, d.ratedAt],
      );
    },
    async ApplicationNoteAdded(tx, { data: d }) {
      await tx.query(
        `INSERT INTO job_application_reviews (application_id, job_id, company_id, rating, note_count, updated_at) VALUES ($1, $2, $3, NULL, 1, $4)
         ON CONFLICT (application_id) DO UPDATE SET note_count = job_application_reviews.note_count + 1, updated_at = excluded.updated_at`,
        [d.applicationId, d.jobId, d.companyId, d.addedAt],
      );
    },
  },
});

/** Inline: the organisation's stage mails, one row per stage and language, read when a move is mailed. */
export const stageMailsProjection = defineProjection<StageMailEvent>({
  name: 'stage-mails',
  tables: ['organisation_stage_mails'],
  on: {
    async StageMailSaved(tx, { data: d }) {
      await tx.query(
        `INSERT INTO organisation_stage_mails (organisation_id, stage, lng, subject, body, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (organisation_id, stage, lng) DO UPDATE SET subject = excluded.subject, body = excluded.body, updated_at = excluded.updated_at`,
        [d.organisationId, d.stage, d.lng, d.subject, d.body, d.savedAt],
      );
    },
    async StageMailRemoved(tx, { data: d }) {
      await tx.query('DELETE FROM organisation_stage_mails WHERE organisation_id = $1 AND stage = $2 AND lng = $3', [d.organisationId, d.stage, d.lng]);
    },
  },
});
