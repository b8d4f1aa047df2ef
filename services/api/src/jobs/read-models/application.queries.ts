import type { Db } from '@fast-track/shared/db/db';
import type { ApplicationStatus, Stage } from '../application.ts';
import { responsivenessOf, type Responsiveness } from '../../company-profiles/index.ts';
import { historiesOf, type HistoryStep } from './application-history.queries.ts';

/** An application as its student sees it. */
export interface StudentApplicationView {
  applicationId: string;
  jobId: string;
  stage: ApplicationStatus;
  hasCv: boolean;
  coverNote: string;
  submittedAt: string;
  updatedAt: string;
  /** The timeline, oldest first (applied, viewed, the employer's moves, withdrawn or closed). */
  history: HistoryStep[];
  job: {
    title: string;
    status: 'open' | 'closed';
    deadline: string;
    /**
     * How the company answers students: the one figure of its company page and job pages (company-profiles'
     * `responsivenessOf`, docs/companies.md § Response transparency), null until it has given five answers.
     */
    company: { name: string; logo: string | null; responsiveness: Responsiveness | null };
  };
}

/** An applicant as the employer sees them (names and university from the identity and student tables). */
export interface ApplicantView {
  applicationId: string;
  studentId: string;
  firstName: string;
  LastName: string;
  university: { name: string; area: string } | null;
  tracks: string[];
  stage: Stage;
  coverNote: string;
  hasCv: boolean;
  cvName: string | null;
  submittedAt: string;
  updatedAt: string;
}

const iso = (value: Date | string): string => new Date(value).toISOString();
const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

interface StudentRow {
  application_id: string;
  job_id: string;
  stage: ApplicationStatus;
  company_id: string;
  has_cv: boolean;
  cover_note: string | null;
  submitted_at: Date | string;
  updated_at: Date | string;
  title: string;
  status: 'open' | 'closed';
  deadline: Date | string;
  company_name: string | null;
  company_logo: string | null;
}

const studentSelect = `SELECT a.application_id, a.job_id, a.stage, a.company_id::text AS company_id, a.has_cv, d.cover_note, a.submitted_at, a.updated_at,
    j.title, j.status, j.deadline, o.name AS company_name, o.profile->>'logo' AS company_logo
  FROM job_applications a
  JOIN job_posts j ON j.job_id = a.job_id
  LEFT JOIN organisations o ON o.organisation_id = a.company_id
  LEFT JOIN job_application_documents d ON d.application_id = a.application_id`;

type StudentViewBase = Omit<StudentApplicationView, 'history' | 'job'> & { job: Omit<StudentApplicationView['job'], 'company'> & { company: { name: string; logo: string | null } } };

/**
 * Adds each application's timeline and its company's responsiveness (two set-wise reads, not one per row). `nowMs`:
 * the clock the figure's 14-day window counts from, the app's own (tests move it).
 */
async function withHistory(db: Db, rows: readonly StudentRow[], nowMs: number): Promise<StudentApplicationView[]> {
  const [histories, responsiveness] = await Promise.all([
    historiesOf(db, rows.map((r) => r.application_id)),
    responsivenessOf(db, rows.map((r) => r.company_id), nowMs),
  ]);
  return rows.map((r) => {
    const view = toStudentView(r);
    return {
      ...view,
      history: histories.get(r.application_id) ?? [],
      job: { ...view.job, company: { ...view.job.company, responsiveness: responsiveness.get(r.company_id) ?? null } },
    };
  });
}

const toStudentView = (r: StudentRow): StudentViewBase => ({
  applicationId: r.application_id,
  jobId: r.job_id,
  stage: r.stage,
  hasCv: r.has_cv,
  coverNote: r.cover_note ?? '',
  submittedAt: iso(r.submitted_at),
  updatedAt: iso(r.updated_at),
  job: { title: r.title, status: r.status, deadline: iso(r.deadline), company: { name: r.company_name ?? '', logo: r.company_logo } },
});

/** The student's applications, most recently changed first. */
export async function listStudentApplications(db: Db, studentId: string, nowMs: number): Promise<StudentApplicationView[]> {
  const found = await db.query<StudentRow>(`${studentSelect} WHERE a.student_id = $1::uuid ORDER BY a.updated_at DESC, a.application_id LIMIT 500`, [studentId]);
  return withHistory(db, found.rows, nowMs);
}

export async function findStudentApplication(db: Db, jobId: string, studentId: string, nowMs: number): Promise<StudentApplicationView | undefined> {
  const found = await db.query<StudentRow>(`${studentSelect} WHERE a.job_id = $1::uuid AND a.student_id = $2::uuid`, [jobId, studentId]);
  return (await withHistory(db, found.rows, nowMs))[0];
}

interface ApplicantRow {
  application_id: string;
  student_id: string;
  first_name: string | null;
  last_name: string | null;
  university_name: string | null;
  university_area: string | null;
  tracks: { id: string }[] | string | null;
  stage: Stage;
  cover_note: string | null;
  has_cv: boolean;
  cv_name: string | null;
  submitted_at: Date | string;
  updated_at: Date | string;
}

/** The job's applicants (withdrawn ones left out), in the order they applied. */
export async function listApplicants(db: Db, jobId: string): Promise<ApplicantView[]> {
  const found = await db.query<ApplicantRow>(
    `SELECT a.application_id, a.student_id, i.first_name, i.last_name, s.university_name, s.university_area, s.tracks,
            a.stage, d.cover_note, a.has_cv, d.cv_name, a.submitted_at, a.updated_at
     FROM job_applications a
     LEFT JOIN account_identities i ON i.account_id = a.student_id
     LEFT JOIN students s ON s.student_id = a.student_id
     LEFT JOIN job_application_documents d ON d.application_id = a.application_id
     WHERE a.job_id = $1::uuid AND a.stage <> 'withdrawn'
     ORDER BY a.submitted_at, a.application_id LIMIT 2000`,
    [jobId],
  );
  return found.rows.map((r) => ({
    applicationId: r.application_id,
    studentId: r.student_id,
    firstName: r.first_name ?? '',
    LastName: r.last_name ?? '',
    university: r.university_name === null ? null : { name: r.university_name, area: r.university_area ?? '' },
    tracks: r.tracks === null ? [] : parseJson(r.tracks).map((t) => t.id),
    stage: r.stage,
    coverNote: r.cover_note ?? '',
    hasCv: r.has_cv,
    cvName: r.cv_name,
    submittedAt: iso(r.submitted_at),
    updatedAt: iso(r.updated_at),
  }));
}

/** Which student an application of this job belongs to (the stage command names the application). */
export async function findApplicationOwner(db: Db, jobId: string, applicationId: string): Promise<string | undefined> {
  const found = await db.query<{ student_id: string }>('SELECT student_id FROM job_applications WHERE job_id = $1::uuid AND application_id = $2::uuid', [
    jobId,
    applicationId,
  ]);
  return found.rows[0]?.student_id;
}

/** The stored CV of an application to this job (withdrawn applications' CVs are no longer the employer's to read). */
export async function findCv(db: Db, jobId: string, applicationId: string): Promise<{ key: string; name: string } | undefined> {
  const found = await db.query<{ cv_key: string | null; cv_name: string | null }>(
    `SELECT d.cv_key, d.cv_name FROM job_application_documents d JOIN job_applications a USING (application_id)
     WHERE a.job_id = $1::uuid AND a.application_id = $2::uuid AND a.stage <> 'withdrawn'`,
    [jobId, applicationId],
  );
  const row = found.rows[0];
  return row?.cv_key ? { key: row.cv_key, name: row.cv_name ?? 'cv.pdf' } : undefined;
}
