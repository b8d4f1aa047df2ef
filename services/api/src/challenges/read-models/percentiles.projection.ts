import type { Db } from '@fast-track/shared/db/db';
import type { Projection } from '@fast-track/shared/event-store/projection';
import type { RecordedEvent } from '@fast-track/shared/event-store/types';
import type { AccountDeleted } from '../../accounts/index.ts';
import type { AttemptRanked } from '../attempt.ts';
import { MIN_RANKED_COHORT } from '../rank-rule.ts';

/**
 * Async: each ranked result's percentile in its cohort (same challenge — hence same track — and same year of
 * study): `100 × (others below + ½ × others level) / (cohort − 1)`, 100 alone. One newcomer moves everyone's
 * percentile, so a batch first records its results and then recomputes each touched cohort once, in one statement;
 * the outcome depends only on the set of results, which is why a rebuild equals the live table. Each row keeps its
 * cohort's size; the percentile stays NULL while the cohort is smaller than MIN_RANKED_COHORT (rank-rule.ts), so no
 * reader can show a rank the rule does not allow.
 */
const cohortKey = (challengeId: string, year: string): string => JSON.stringify([challengeId, year]);

export async function recomputeCohort(tx: Db, challengeId: string, yearOfStudy: string): Promise<void> {
  await tx.query(
    `UPDATE challenge_percentiles p SET percentile = CASE WHEN r.size >= $3 THEN r.pct END, cohort_size = r.size
     FROM (SELECT attempt_id, count(*) OVER ()::int AS size,
                  CASE WHEN count(*) OVER () = 1 THEN 100
                       ELSE round(100 * ((rank() OVER (ORDER BY percent) - 1) + 0.5 * (count(*) OVER (PARTITION BY percent) - 1))
                                  / (count(*) OVER () - 1), 4) END AS pct
           FROM challenge_percentiles WHERE challenge_id = $1 AND year_of_study = $2) r
     WHERE p.attempt_id = r.attempt_id
       AND (p.percentile IS DISTINCT FROM CASE WHEN r.size >= $3 THEN r.pct END OR p.cohort_size <> r.size)`,
    [challengeId, yearOfStudy, MIN_RANKED_COHORT],
  );
}

type Handled = AttemptRanked | AccountDeleted;

export const challengePercentilesProjection: Projection = {
  name: 'challenge-percentiles',
  tables: ['challenge_percentiles'],
  eventTypes: ['AttemptRanked', 'AccountDeleted'],
  async handle(tx, events) {
    const cohorts = new Map<string, [string, string]>();
    const ranked = (events as readonly RecordedEvent<Handled>[]).filter((e): e is RecordedEvent<AttemptRanked> => e.type === 'AttemptRanked');
    // One multi-row upsert per batch; the last ranking of an attempt in the batch wins (a rescore).
    const latest = new Map(ranked.map((e) => [e.data.attemptId, e.data]));
    if (latest.size > 0) {
      const rows = [...latest.values()];
      await tx.query(
        `INSERT INTO challenge_percentiles (attempt_id, challenge_id, student_id, track_id, year_of_study, percent, percentile, ranked_at)
         SELECT r.attempt_id, r.challenge_id, r.student_id, r.track_id, r.year_of_study, r.percent, NULL, r.at
         FROM jsonb_to_recordset($1::text::jsonb) AS r(attempt_id uuid, challenge_id uuid, student_id uuid, track_id text, year_of_study text, percent numeric, at timestamptz)
         ON CONFLICT (attempt_id) DO UPDATE SET percent = EXCLUDED.percent`,
        [
          JSON.stringify(
            rows.map((d) => ({ attempt_id: d.attemptId, challenge_id: d.challengeId, student_id: d.studentId, track_id: d.track, year_of_study: d.yearOfStudy, percent: d.score.percent, at: d.at })),
          ),
        ],
      );
      for (const d of rows) cohorts.set(cohortKey(d.challengeId, d.yearOfStudy), [d.challengeId, d.yearOfStudy]);
    }
    for (const event of events as readonly RecordedEvent<Handled>[]) {
      if (event.type !== 'AccountDeleted') continue;
      const gone = await tx.query<{ challenge_id: string; year_of_study: string }>(
        'DELETE FROM challenge_percentiles WHERE student_id = $1 RETURNING challenge_id, year_of_study',
        [event.data.accountId],
      );
      for (const r of gone.rows) cohorts.set(cohortKey(r.challenge_id, r.year_of_study), [r.challenge_id, r.year_of_study]);
    }
    for (const [challengeId, year] of cohorts.values()) await recomputeCohort(tx, challengeId, year);
  },
};
