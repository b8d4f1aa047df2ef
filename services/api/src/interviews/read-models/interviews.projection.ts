import { defineProjection } from '@fast-track/shared/event-store/projection';
import type { InterviewEvent } from '../interview.ts';

/**
 * Inline: one row per application with an interview — the slots offered (JSON), the booked one in columns, the last
 * short message and who wrote it. Made from the interview events alone, so a rebuild equals it.
 */
export const interviewsProjection = defineProjection<InterviewEvent>({
  name: 'interviews',
  tables: ['interviews'],
  on: {
    async InterviewProposed(tx, e) {
      const d = e.data;
      await tx.query(
        `INSERT INTO interviews (application_id, job_id, company_id, student_id, status, proposal_id, slots, time_zone, interviewer_id,
                                 booked_slot_id, booked_start, booked_end, last_side, message, message_by, updated_at)
         VALUES ($1, $2, $3, $4, 'proposed', $5, $6::jsonb, $7, $8, NULL, NULL, NULL, 'company', $9, $8, $10)
         ON CONFLICT (application_id) DO UPDATE SET status = 'proposed', proposal_id = $5, slots = $6::jsonb, time_zone = $7, interviewer_id = $8,
           booked_slot_id = NULL, booked_start = NULL, booked_end = NULL, last_side = 'company', message = $9, message_by = $8, updated_at = $10`,
        [d.applicationId, d.jobId, d.companyId, d.studentId, d.proposalId, JSON.stringify(d.slots), d.timeZone, d.by, d.message, d.at],
      );
    },
    async InterviewSlotPicked(tx, e) {
      const d = e.data;
      await tx.query(
        `UPDATE interviews SET status = 'booked', booked_slot_id = $2, booked_start = $3, booked_end = $4, last_side = 'student', message = '', message_by = NULL, updated_at = $5
         WHERE application_id = $1`,
        [d.applicationId, d.slotId, d.start, d.end, d.at],
      );
    },
    async InterviewCancelled(tx, e) {
      const d = e.data;
      await tx.query(
        `UPDATE interviews SET status = 'cancelled', booked_slot_id = NULL, booked_start = NULL, booked_end = NULL, last_side = $2, message = $3, message_by = $4, updated_at = $5
         WHERE application_id = $1`,
        [d.applicationId, d.side, d.message, d.by, d.at],
      );
    },
    async InterviewNewTimeRequested(tx, e) {
      const d = e.data;
      await tx.query(
        `UPDATE interviews SET status = 'new-time-requested', booked_slot_id = NULL, booked_start = NULL, booked_end = NULL, last_side = 'student', message = $2, message_by = $3, updated_at = $4
         WHERE application_id = $1`,
        [d.applicationId, d.message, d.studentId, d.at],
      );
    },
    async InterviewEnded(tx, e) {
      const d = e.data;
      // The side that ended the application made the last change; the last message belonged to the interview that was.
      await tx.query(
        `UPDATE interviews SET status = 'ended', booked_slot_id = NULL, booked_start = NULL, booked_end = NULL, last_side = $2, message = '', message_by = NULL, updated_at = $3
         WHERE application_id = $1`,
        [d.applicationId, d.reason === 'withdrawn' ? 'student' : 'company', d.at],
      );
    },
  },
});
