import type { Db } from '@fast-track/shared/db/db';
import type { Answer, Grade } from '../grading.ts';
import type { Variant } from '../variant.ts';

export interface AttemptRow {
  attemptId: string;
  challengeId: string;
  studentId: string;
  contentVersion: number;
  variant: Variant;
  answers: Record<string, Answer>;
  status: 'in-progress' | 'submitted';
  startedAt: string;
  deadline: string;
}

type Raw = {
  attempt_id: string;
  challenge_id: string;
  student_id: string;
  content_version: number;
  variant: Variant;
  answers: Record<string, Answer>;
  status: AttemptRow['status'];
  started_at: Date;
  deadline: Date;
};

const row = (r: Raw): AttemptRow => ({
  attemptId: r.attempt_id,
  challengeId: r.challenge_id,
  studentId: r.student_id,
  contentVersion: r.content_version,
  variant: r.variant,
  answers: r.answers,
  status: r.status,
  startedAt: r.started_at.toISOString(),
  deadline: r.deadline.toISOString(),
});

export async function findAttempt(db: Db, challengeId: string, studentId: string): Promise<AttemptRow | undefined> {
  const found = await db.query<Raw>('SELECT * FROM challenge_attempts WHERE challenge_id = $1 AND student_id = $2', [challengeId, studentId]);
  return found.rows[0] && row(found.rows[0]);
}

/** Attempts whose time is up and that nobody submitted yet: the sweeper submits them. */
export async function dueAttempts(db: Db, nowMs: number, limit = 200): Promise<{ challengeId: string; studentId: string }[]> {
  const found = await db.query<{ challenge_id: string; student_id: string }>(
    `SELECT challenge_id, student_id FROM challenge_attempts WHERE status = 'in-progress' AND deadline <= $1 ORDER BY deadline LIMIT $2`,
    [new Date(nowMs), limit],
  );
  return found.rows.map((r) => ({ challengeId: r.challenge_id, studentId: r.student_id }));
}

export interface ResultRow {
  attemptId: string;
  challengeId: string;
  studentId: string;
  status: 'pending' | 'ranked';
  grades: Grade[];
  earned: number | null;
  total: number;
  percent: number | null;
  submittedAt: string;
  certificateId: string | null;
  percentile: number | null;
  cohortSize: number | null;
  contentVersion: number;
  variant: Variant;
  answers: Record<string, Answer>;
  writtenScores: Record<string, number[]>;
}

const resultSelect = `SELECT r.*, a.content_version, a.variant, a.answers, p.percentile,
  (SELECT count(*) FROM challenge_percentiles q WHERE q.challenge_id = r.challenge_id AND q.year_of_study = r.year_of_study) AS cohort_size
  FROM challenge_results r JOIN challenge_attempts a USING (attempt_id) LEFT JOIN challenge_percentiles p USING (attempt_id)`;

type ResultRaw = {
  attempt_id: string;
  challenge_id: string;
  student_id: string;
  status: ResultRow['status'];
  grades: Grade[];
  earned: string | null;
  total: string;
  percent: string | null;
  submitted_at: Date;
  certificate_id: string | null;
  percentile: string | null;
  cohort_size: string;
  content_version: number;
  variant: Variant;
  answers: Record<string, Answer>;
  written_scores: Record<string, number[]>;
};

const num = (v: string | null): number | null => (v === null ? null : Number(v));
const result = (r: ResultRaw): ResultRow => ({
  attemptId: r.attempt_id,
  challengeId: r.challenge_id,
  studentId: r.student_id,
  status: r.status,
  grades: r.grades,
  earned: num(r.earned),
  total: Number(r.total),
  percent: num(r.percent),
  submittedAt: r.submitted_at.toISOString(),
  certificateId: r.certificate_id,
  percentile: num(r.percentile),
  cohortSize: r.percentile === null ? null : Number(r.cohort_size),
  contentVersion: r.content_version,
  variant: r.variant,
  answers: r.answers,
  writtenScores: r.written_scores,
});

export async function findResult(db: Db, attemptId: string): Promise<ResultRow | undefined> {
  const found = await db.query<ResultRaw>(`${resultSelect} WHERE r.attempt_id = $1`, [attemptId]);
  return found.rows[0] && result(found.rows[0]);
}

export async function studentResults(db: Db, studentId: string): Promise<ResultRow[]> {
  const found = await db.query<ResultRaw>(`${resultSelect} WHERE r.student_id = $1 ORDER BY r.submitted_at DESC LIMIT 500`, [studentId]);
  return found.rows.map(result);
}

export async function challengeResults(db: Db, challengeId: string): Promise<ResultRow[]> {
  const found = await db.query<ResultRaw>(`${resultSelect} WHERE r.challenge_id = $1 ORDER BY r.percent DESC NULLS LAST, r.submitted_at LIMIT 10000`, [challengeId]);
  return found.rows.map(result);
}

/** The student's attempt per challenge (status and result id), for the dashboard's list. */
export async function attemptsOf(db: Db, studentId: string): Promise<Map<string, { status: 'in-progress' | 'submitted'; resultId: string | null; percent: number | null; ranked: boolean }>> {
  const found = await db.query<{ challenge_id: string; attempt_id: string; status: 'in-progress' | 'submitted'; result_status: string | null; percent: string | null }>(
    `SELECT a.challenge_id, a.attempt_id, a.status, r.status AS result_status, r.percent FROM challenge_attempts a LEFT JOIN challenge_results r USING (attempt_id) WHERE a.student_id = $1`,
    [studentId],
  );
  return new Map(
    found.rows.map((r) => [
      r.challenge_id,
      { status: r.status, resultId: r.result_status ? r.attempt_id : null, percent: num(r.percent), ranked: r.result_status === 'ranked' },
    ]),
  );
}
