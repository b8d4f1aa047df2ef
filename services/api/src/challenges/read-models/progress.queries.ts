import type { Db } from '@fast-track/shared/db/db';
import { MIN_RANKED_COHORT, inTopQuarter, rankBand, type RankBand } from '../rank-rule.ts';
import { attemptsOf } from './attempt.queries.ts';
import { listLiveChallenges } from './challenge.queries.ts';
import { trackSteps, type NextStep } from './next-steps.queries.ts';

export type { NextStep, StepKey } from './next-steps.queries.ts';

// The RANKING gauge and 'Your next steps' of GET /api/get/percentage (docs/challenges.md § Rank rules).
// Everything here is read from the percentile projection and the student's own attempts: no number is invented.
// A track's line counts only percentiles the rule allows (NULL below MIN_RANKED_COHORT), so a cohort of one ranks
// nobody; until then the line carries the student's score and how many results the cohort still lacks.

export interface CohortLine {
  track: string;
  yearOfStudy: string;
  /** The student's track percentile (mean over the track's ranked challenges); null without a rank or when hidden. */
  value: number | null;
  band: RankBand | null;
  /** The position, only in the top quarter ("3/40 in your Cohort"); below it the band speaks instead. */
  rank: number | null;
  /** Students of the track cohort (track + year) who have a rank in it. */
  size: number;
  average: number;
  /** The student's mean score percent over the track's ranked results. */
  score: number;
  /** Ranked results of the student's largest challenge cohort in the track, towards `minimum`. */
  results: number;
  minimum: number;
  hidden: boolean;
}
export interface Progress {
  value: number;
  ranked: boolean;
  cohort: Pick<CohortLine, 'track' | 'yearOfStudy' | 'rank' | 'size' | 'average'> | null;
  cohorts: CohortLine[];
  nextSteps: NextStep[];
  nextAction: { key: 'induction'; link: string } | null;
}

const one = (n: number): number => Math.round(n * 10) / 10;

async function cohortLine(db: Db, studentId: string, track: string, year: string, hidden: boolean): Promise<CohortLine | null> {
  const found = await db.query<{ mine: string | null; score: string | null; results: number | null; rank: string; size: string; average: string | null }>(
    `WITH members AS (
       SELECT student_id, avg(percentile) AS value, avg(percent) AS score
       FROM challenge_percentiles WHERE track_id = $2 AND year_of_study = $3 AND percentile IS NOT NULL GROUP BY student_id),
     own AS (SELECT avg(percent) AS score, max(cohort_size) AS results FROM challenge_percentiles WHERE student_id = $1 AND track_id = $2)
     SELECT (SELECT value FROM members WHERE student_id = $1) AS mine, own.score, own.results,
            (SELECT count(*) FROM members WHERE value > (SELECT value FROM members WHERE student_id = $1)) + 1 AS rank,
            (SELECT count(*) FROM members) AS size,
            (SELECT avg(score) FROM members) AS average
     FROM own`,
    [studentId, track, year],
  );
  const r = found.rows[0];
  if (!r || r.score === null) return null;
  const value = r.mine === null || hidden ? null : one(Number(r.mine));
  const band = value === null ? null : rankBand(value);
  const ranked = r.mine !== null;
  return {
    track,
    yearOfStudy: year,
    value,
    band,
    rank: band !== null && inTopQuarter(band) ? Number(r.rank) : null,
    size: ranked ? Number(r.size) : 0,
    average: ranked ? Math.round(Number(r.average ?? 0)) : 0,
    score: one(Number(r.score)),
    results: Math.min(Number(r.results ?? 0), MIN_RANKED_COHORT),
    minimum: MIN_RANKED_COHORT,
    hidden,
  };
}

async function studentYear(db: Db, studentId: string): Promise<string | null> {
  const found = await db.query<{ year: string | null }>(
    `SELECT COALESCE((SELECT year_of_study FROM students WHERE student_id = $1),
                     (SELECT year_of_study FROM challenge_percentiles WHERE student_id = $1 ORDER BY ranked_at DESC LIMIT 1)) AS year`,
    [studentId],
  );
  return found.rows[0]?.year ?? null;
}

export async function studentProgress(db: Db, studentId: string, tracks: readonly string[], nowMs: number): Promise<Progress> {
  const [year, overall, attempts, challenges, applied] = await Promise.all([
    studentYear(db, studentId),
    db.query<{ value: string | null; hidden: boolean }>(
      `SELECT avg(percentile) AS value, EXISTS (SELECT 1 FROM rank_visibility WHERE student_id = $1 AND NOT visible) AS hidden
       FROM challenge_percentiles WHERE student_id = $1`,
      [studentId],
    ),
    attemptsOf(db, studentId),
    listLiveChallenges(db, { tracks: [...tracks] }, nowMs),
    db.query<{ track_id: string }>(
      `SELECT DISTINCT j.track_id FROM job_applications a JOIN job_posts j USING (job_id) WHERE a.student_id = $1 AND a.stage <> 'withdrawn'`,
      [studentId],
    ),
  ]);
  const hidden = overall.rows[0]?.hidden ?? false;
  const cohorts: CohortLine[] = [];
  if (year) for (const track of tracks) {
    const line = await cohortLine(db, studentId, track, year, hidden);
    if (line) cohorts.push(line);
  }
  const appliedTracks = new Set(applied.rows.map((r) => r.track_id));
  const nextSteps = tracks.flatMap((track) => trackSteps(track, challenges.filter((c) => c.content.track === track), attempts, appliedTracks.has(track)));
  const value = overall.rows[0]?.value;
  const ranked = value !== null && value !== undefined && !hidden;
  const induction = nextSteps.find((s) => s.key === 'induction' && s.link !== null);
  const first = cohorts.find((c) => c.value !== null);
  return {
    value: ranked ? Math.min(100, Math.max(0, one(Number(value)))) : 0,
    ranked,
    cohort: first ? { track: first.track, yearOfStudy: first.yearOfStudy, rank: first.rank, size: first.size, average: first.average } : null,
    cohorts,
    nextSteps,
    nextAction: !ranked && induction?.link ? { key: 'induction', link: induction.link } : null,
  };
}
