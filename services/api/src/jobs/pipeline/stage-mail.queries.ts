import type { Db } from '@fast-track/shared/db/db';
import { mailLanguages, mailStages, type MailLanguageCode, type MailStage } from './stage-mail.ts';

/** Who a stage mail goes to, in which language, and the company's own text for it when it wrote one. */
export interface StageMailTarget {
  applicationId: string;
  email: string;
  firstName: string | null;
  lng: MailLanguageCode;
  custom: { subject: string; body: string } | null;
}

const isMailStage = (stage: string): stage is MailStage => (mailStages as readonly string[]).includes(stage);

/**
 * The students of these applications with their language (the account's, reduced to one of the six; else English)
 * and the application's company's template for this stage in exactly that language. One read for a whole bulk move.
 * Students whose account is gone are left out (nobody to tell).
 */
export async function stageMailTargets(db: Db, applicationIds: readonly string[], stage: string): Promise<StageMailTarget[]> {
  if (applicationIds.length === 0) return [];
  const found = await db.query<{ application_id: string; email: string; first_name: string | null; lng: MailLanguageCode; subject: string | null; body: string | null }>(
    `WITH targets AS (
       SELECT a.application_id, a.company_id, i.email, i.first_name,
              CASE WHEN lower(left(coalesce(acc.lng, ''), 2)) = ANY($3::text[]) THEN lower(left(acc.lng, 2)) ELSE 'en' END AS lng
       FROM job_applications a
       JOIN account_identities i ON i.account_id = a.student_id
       JOIN accounts acc ON acc.account_id = a.student_id
       WHERE a.application_id = ANY($1::uuid[])
     )
     SELECT t.application_id::text AS application_id, t.email, t.first_name, t.lng, m.subject, m.body
     FROM targets t LEFT JOIN organisation_stage_mails m ON m.organisation_id = t.company_id AND m.stage = $2 AND m.lng = t.lng`,
    [applicationIds, isMailStage(stage) ? stage : '', mailLanguages],
  );
  return found.rows.map((r) => ({
    applicationId: r.application_id,
    email: r.email,
    firstName: r.first_name,
    lng: r.lng,
    custom: r.subject !== null && r.body !== null ? { subject: r.subject, body: r.body } : null,
  }));
}
