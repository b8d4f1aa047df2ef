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
  /** null until the cohort holds MIN_RANKED_COHORT results (rank-rule.ts). */
  percentile: number | null;
  /** null until the percentile projection has seen the ranked result. */
  cohortSize: number | null;
  rankVisible: boolean;
  yearOfStudy: string;
  contentVersion: number;
  variant: Variant;
  answers: Record<string, Answer>;
  writtenScores: Record<string, number[]>;
}

// The cohort size comes with the percentile row (the projection keeps it), so a result reads in one row.
const resultSelect = `SELECT r.*, a.content_version, a.variant, a.answers, p.percentile, p.cohort_size, p.attempt_id IS NOT NULL AS in_cohort,
  COALESCE(v.visible, true) AS rank_visible
  FROM challenge_results r JOIN challenge_attempts a USING (attempt_id) LEFT JOIN challenge_percentiles p USING (attempt_id)
  LEFT JOIN rank_visibility v ON v.student_id = r.student_id`;

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
  cohort_size: number | null;
  in_cohort: boolean;
  rank_visible: boolean;
  year_of_study: string;
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
  cohortSize: r.in_cohort ? Number(r.cohort_size) : null,
  rankVisible: r.rank_visible,
  yearOfStudy: r.year_of_study,
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

/** The student's attempt per challenge (status, result id and how many of its tasks hold an answer), for the dashboard. */
export interface AttemptSummary {
  status: 'in-progress' | 'submitted';
  resultId: string | null;
  percent: number | null;
  ranked: boolean;
  answered: number;
  tasks: number;
}

export async function attemptsOf(db: Db, studentId: string): Promise<Map<string, AttemptSummary>> {
  const found = await db.query<{ challenge_id: string; attempt_id: string; status: 'in-progress' | 'submitted'; result_status: string | null; percent: string | null; answered: number; tasks: number | null }>(
    `SELECT a.challenge_id, a.attempt_id, a.status, r.status AS result_status, r.percent,
            (SELECT count(*)::int FROM jsonb_object_keys(a.answers)) AS answered, jsonb_array_length(v.content->'tasks') AS tasks
     FROM challenge_attempts a LEFT JOIN challenge_results r USING (attempt_id)
     LEFT JOIN challenge_versions v ON v.challenge_id = a.challenge_id AND v.content_version = a.content_version
     WHERE a.student_id = $1`,
    [studentId],
  );
  return new Map(
    found.rows.map((r) => [
      r.challenge_id,
      { status: r.status, resultId: r.result_status ? r.attempt_id : null, percent: num(r.percent), ranked: r.result_status === 'ranked', answered: r.answered, tasks: r.tasks ?? 0 },
    ]),
  );
}
