import { notTakenDown } from '@fast-track/shared/admin/takedowns';
import type { Db } from '@fast-track/shared/db/db';
import type { DueReminder, ReminderKind } from './reminder-sweeper.ts';

/** Reminded once the deadline is this close (and not passed): two days leave time to write an application. */
export const savedJobReminderLeadMs = 48 * 3_600_000;

/**
 * The mail before the deadline of a job a student saved (the feed's saved items) and has not applied to: the job
 * still open, its company active, the deadline within the next 48 hours, unless the student turned deadline
 * reminders off. A job applied to on the company's own site cannot be known here: such a student is reminded too.
 */
export const savedJobReminder: ReminderKind = {
  kind: 'saved-job-deadline',
  async due(db: Db, nowMs): Promise<DueReminder[]> {
    const found = await db.query<{ job_id: string; title: string; company: string; deadline: Date; account_id: string; email: string; first_name: string | null; lng: string | null }>(
      `SELECT j.job_id::text AS job_id, j.title, o.name AS company, j.deadline, i.account_id::text AS account_id, i.email, i.first_name, acc.lng
       FROM student_saved_items s
       JOIN job_posts j ON s.kind = 'job' AND j.job_id = s.item_id
       JOIN organisations o ON o.organisation_id = j.company_id AND o.status = 'active'
       JOIN account_identities i ON i.account_id = s.student_id
       LEFT JOIN accounts acc ON acc.account_id = i.account_id
       LEFT JOIN reminder_settings r ON r.account_id = i.account_id
       WHERE j.status = 'open' AND j.deadline > $1 AND j.deadline <= $2 AND ${notTakenDown('j.job_id')}
         AND COALESCE(r.deadline_reminders, true)
         AND NOT EXISTS (SELECT 1 FROM job_applications a WHERE a.job_id = j.job_id AND a.student_id = s.student_id)
         AND NOT EXISTS (SELECT 1 FROM reminders_sent c WHERE c.kind = 'saved-job-deadline' AND c.subject_id = j.job_id::text AND c.account_id = s.student_id)
       ORDER BY j.deadline, j.job_id, i.account_id
       LIMIT 500`,
      [new Date(nowMs), new Date(nowMs + savedJobReminderLeadMs)],
    );
    return found.rows.map((r) => ({
      subjectId: r.job_id,
      accountId: r.account_id,
      mail: {
        to: r.email,
        template: 'saved-job-deadline',
        lng: r.lng ?? 'en',
        vars: { jobId: r.job_id, jobTitle: r.title, companyName: r.company, deadline: new Date(r.deadline).toISOString(), ...(r.first_name ? { name: r.first_name } : {}) },
      },
    }));
  },
};
