import type { Db } from '@fast-track/shared/db/db';
import type { ApplicationStatus } from '../application.ts';

/** Who an application is between, for slices that act on it (interviews): ids, stage, and the words a mail names. */
export interface ApplicationParties {
  applicationId: string;
  jobId: string;
  companyId: string;
  studentId: string;
  stage: ApplicationStatus;
  jobTitle: string;
  companyName: string;
}

interface Row {
  application_id: string;
  job_id: string;
  company_id: string;
  student_id: string;
  stage: ApplicationStatus;
  title: string;
  company_name: string | null;
}

const select = `SELECT a.application_id, a.job_id, a.company_id::text AS company_id, a.student_id::text AS student_id, a.stage, j.title, o.name AS company_name
  FROM job_applications a JOIN job_posts j ON j.job_id = a.job_id LEFT JOIN organisations o ON o.organisation_id = a.company_id`;

const toParties = (r: Row): ApplicationParties => ({
  applicationId: r.application_id,
  jobId: r.job_id,
  companyId: r.company_id,
  studentId: r.student_id,
  stage: r.stage,
  jobTitle: r.title,
  companyName: r.company_name ?? '',
});

/** An application of this job (the employer's calls name both). */
export async function applicationOfJob(db: Db, jobId: string, applicationId: string): Promise<ApplicationParties | undefined> {
  const found = await db.query<Row>(`${select} WHERE a.job_id = $1::uuid AND a.application_id = $2::uuid`, [jobId, applicationId]);
  return found.rows[0] && toParties(found.rows[0]);
}

/** A student's application to this job (the student's calls name the job). */
export async function applicationOfStudent(db: Db, jobId: string, studentId: string): Promise<ApplicationParties | undefined> {
  const found = await db.query<Row>(`${select} WHERE a.job_id = $1::uuid AND a.student_id = $2::uuid`, [jobId, studentId]);
  return found.rows[0] && toParties(found.rows[0]);
}

/** By id alone (a command's facts, read again in its transaction). */
export async function applicationById(db: Db, applicationId: string): Promise<ApplicationParties | undefined> {
  const found = await db.query<Row>(`${select} WHERE a.application_id = $1::uuid`, [applicationId]);
  return found.rows[0] && toParties(found.rows[0]);
}

/** Of these applications, the ones no longer open (withdrawn, declined, closed, at an offer) or unknown. */
export async function endedApplications(db: Db, applicationIds: readonly string[]): Promise<Set<string>> {
  if (applicationIds.length === 0) return new Set();
  const found = await db.query<{ application_id: string }>(
    `SELECT application_id::text AS application_id FROM job_applications WHERE application_id = ANY($1::uuid[]) AND stage IN ('applied', 'shortlisted', 'interview')`,
    [applicationIds],
  );
  const open = new Set(found.rows.map((r) => r.application_id));
  return new Set(applicationIds.filter((id) => !open.has(id)));
}
