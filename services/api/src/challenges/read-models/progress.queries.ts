import type { Db } from '@fast-track/shared/db/db';
import { attemptsOf } from './attempt.queries.ts';
import { listLiveChallenges, type LiveChallenge } from './challenge.queries.ts';

// The RANKING gauge and 'Your next steps' of GET /api/get/percentage (docs/challenges-contract.md). Everything
// here is read from the percentile projection and the students' own attempts: no number is invented.

export interface CohortLine {
  track: string;
  yearOfStudy: string;
  value: number;
  rank: number;
  size: number;
  average: number;
}
export type StepKey = 'application' | 'induction' | 'intro' | 'fellowship' | 'virtualExperience';
export interface NextStep {
  key: StepKey;
  track: string;
  status: 'done' | 'todo' | 'in-progress';
  score: number;
  link: string;
}
export interface Progress {
  value: number;
  ranked: boolean;
  cohort: Omit<CohortLine, 'value'> | null;
  cohorts: CohortLine[];
  nextSteps: NextStep[];
  nextAction: { key: 'induction'; link: string } | null;
}

const one = (n: number): number => Math.round(n * 10) / 10;

async function cohortLine(db: Db, studentId: string, track: string, year: string): Promise<CohortLine | null> {
  const found = await db.query<{ mine: string | null; rank: string; size: string; average: string | null }>(
    `WITH members AS (
       SELECT student_id, avg(percentile) AS value, avg(percent) AS score
       FROM challenge_percentiles WHERE track_id = $2 AND year_of_study = $3 GROUP BY student_id)
     SELECT (SELECT value FROM members WHERE student_id = $1) AS mine,
            (SELECT count(*) FROM members WHERE value > (SELECT value FROM members WHERE student_id = $1)) + 1 AS rank,
            (SELECT count(*) FROM members) AS size,
            (SELECT avg(score) FROM members) AS average`,
    [studentId, track, year],
  );
  const r = found.rows[0];
  if (!r || r.mine === null) return null;
  return { track, yearOfStudy: year, value: one(Number(r.mine)), rank: Number(r.rank), size: Number(r.size), average: Math.round(Number(r.average ?? 0)) };
}

async function studentYear(db: Db, studentId: string): Promise<string | null> {
  const found = await db.query<{ year: string | null }>(
    `SELECT COALESCE((SELECT year_of_study FROM students WHERE student_id = $1),
                     (SELECT year_of_study FROM challenge_percentiles WHERE student_id = $1 ORDER BY ranked_at DESC LIMIT 1)) AS year`,
    [studentId],
  );
  return found.rows[0]?.year ?? null;
}

const challengeLink = (c: LiveChallenge | undefined): string => (c ? `/challenge/${c.challengeId}` : '/student');

export async function studentProgress(db: Db, studentId: string, tracks: readonly string[], nowMs: number): Promise<Progress> {
  const [year, overall, attempts, challenges, applied] = await Promise.all([
    studentYear(db, studentId),
    db.query<{ value: string | null }>('SELECT avg(percentile) AS value FROM challenge_percentiles WHERE student_id = $1', [studentId]),
    attemptsOf(db, studentId),
    listLiveChallenges(db, { tracks: [...tracks] }, nowMs),
    db.query<{ track_id: string }>(
      `SELECT DISTINCT j.track_id FROM job_applications a JOIN job_posts j USING (job_id) WHERE a.student_id = $1 AND a.stage <> 'withdrawn'`,
      [studentId],
    ),
  ]);
  const cohorts: CohortLine[] = [];
  if (year) for (const track of tracks) {
    const line = await cohortLine(db, studentId, track, year);
    if (line) cohorts.push(line);
  }
  const appliedTracks = new Set(applied.rows.map((r) => r.track_id));
  const nextSteps: NextStep[] = [];
  for (const track of tracks) {
    const ofTrack = challenges.filter((c) => c.content.track === track);
    const openOf = (pick: (c: LiveChallenge) => boolean) => ofTrack.find((c) => pick(c) && c.view.status === 'open' && !attempts.has(c.challengeId));
    const seriesStep = (key: 'induction' | 'intro'): NextStep => {
      const all = ofTrack.filter((c) => c.content.series === key);
      const taken = all.find((c) => attempts.has(c.challengeId));
      const attempt = taken && attempts.get(taken.challengeId);
      if (taken && attempt) {
        const done = attempt.status === 'submitted';
        return { key, track, status: done ? 'done' : 'in-progress', score: done ? Math.round(attempt.percent ?? 0) : 0, link: done && attempt.resultId ? `/challenge/result/${attempt.resultId}` : `/challenge/attempt/${taken.challengeId}` };
      }
      return { key, track, status: 'todo', score: 0, link: challengeLink(all.find((c) => c.view.status === 'open') ?? all[0]) };
    };
    const rankedInTrack = ofTrack.filter((c) => attempts.get(c.challengeId)?.ranked).length;
    const partnerDone = ofTrack.some((c) => c.content.series === null && attempts.get(c.challengeId)?.status === 'submitted');
    nextSteps.push(
      { key: 'application', track, status: appliedTracks.has(track) ? 'done' : 'todo', score: appliedTracks.has(track) ? 100 : 0, link: '/student/applications' },
      seriesStep('induction'),
      seriesStep('intro'),
      { key: 'fellowship', track, status: rankedInTrack >= 3 ? 'done' : 'todo', score: Math.min(100, Math.round((rankedInTrack / 3) * 100)), link: challengeLink(openOf(() => true)) },
      { key: 'virtualExperience', track, status: partnerDone ? 'done' : 'todo', score: partnerDone ? 100 : 0, link: challengeLink(openOf((c) => c.content.series === null)) },
    );
  }
  const value = overall.rows[0]?.value;
  const ranked = value !== null && value !== undefined;
  const induction = nextSteps.find((s) => s.key === 'induction');
  return {
    value: ranked ? Math.min(100, Math.max(0, one(Number(value)))) : 0,
    ranked,
    cohort: cohorts[0] ? { track: cohorts[0].track, yearOfStudy: cohorts[0].yearOfStudy, rank: cohorts[0].rank, size: cohorts[0].size, average: cohorts[0].average } : null,
    cohorts,
    nextSteps,
    nextAction: !ranked && induction ? { key: 'induction', link: induction.link } : null,
  };
}
