import type { Db } from '@fast-track/shared/db/db';
import type { Track } from '../student.ts';

/** The contract's `user` object of /api/student/me. */
export interface StudentProfile {
  _id: string;
  firstName: string;
  LastName: string;
  email: string;
  university: { name: string; area: string };
  selectedItem: Track[];
  /** The chosen interface language; null until the student picks one in settings. */
  lng: string | null;
  /** A school-year key ('finalYear'); null until the onboarding. */
  yearOfStudy: string | null;
  /** Whether the student has been through the onboarding (the dashboard asks until then). */
  onboarded: boolean;
}

interface ProfileRow {
  student_id: string;
  first_name: string;
  last_name: string;
  email: string;
  university_name: string;
  university_area: string;
  tracks: Track[] | string;
  lng: string | null;
  year_of_study: string | null;
  onboarded_at: Date | string | null;
}

export async function findStudentProfile(db: Db, studentId: string): Promise<StudentProfile | undefined> {
  const found = await db.query<ProfileRow>(
    `SELECT s.student_id, i.first_name, i.last_name, i.email, s.university_name, s.university_area, s.tracks, a.lng, s.year_of_study, s.onboarded_at
     FROM students s JOIN account_identities i ON i.account_id = s.student_id JOIN accounts a ON a.account_id = s.student_id
     WHERE s.student_id = $1`,
    [studentId],
  );
  const row = found.rows[0];
  if (!row) return undefined;
  return {
    _id: row.student_id,
    firstName: row.first_name,
    LastName: row.last_name,
    email: row.email,
    university: { name: row.university_name, area: row.university_area },
    selectedItem: parseTracks(row.tracks),
    lng: row.lng,
    yearOfStudy: row.year_of_study,
    onboarded: row.onboarded_at !== null,
  };
}

const parseTracks = (tracks: Track[] | string): Track[] => (typeof tracks === 'string' ? (JSON.parse(tracks) as Track[]) : tracks);

/** Track ids and language of a live account (no personal data: no join with the identity table). */
export async function findStudentPreferences(db: Db, studentId: string): Promise<{ tracks: string[]; lng: string | null } | undefined> {
  const found = await db.query<{ tracks: Track[] | string; lng: string | null }>(
    'SELECT s.tracks, a.lng FROM students s JOIN accounts a ON a.account_id = s.student_id WHERE s.student_id = $1',
    [studentId],
  );
  const row = found.rows[0];
  return row && { tracks: parseTracks(row.tracks).map((t) => t.id), lng: row.lng };
}
