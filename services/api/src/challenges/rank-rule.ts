// The rank rule (docs/challenges.md § Rank rules), the one place that says when a score becomes a rank and
// how a rank is shown. Pure, so the projection, the student's views, certificates, /Find and the talent pool agree.

/**
 * A percentile exists only once a challenge's cohort (same challenge, same year of study) holds this many ranked
 * results. Below it a percentile says more about who happened to take part than about the student: a cohort of one
 * would read "top 1 %" for any score.
 */
export const MIN_RANKED_COHORT = 20;

/** Top bands, then "top half"; below the top half the band is `keepGoing` (never a raw last place). */
export const TOP_BANDS = [1, 5, 10, 25] as const;
export type RankBand = 'top1' | 'top5' | 'top10' | 'top25' | 'topHalf' | 'keepGoing';

/** The band of a percentile: the smallest top band holding the share from the top, else top half, else keep going. */
export function rankBand(percentile: number): RankBand {
  const fromTop = 100 - percentile;
  const top = TOP_BANDS.find((b) => fromTop <= b);
  if (top !== undefined) return `top${top}`;
  return fromTop <= 50 ? 'topHalf' : 'keepGoing';
}

/** Whether a band sits in the top quarter: only those may show a position ("3/40 in your Cohort"). */
export const inTopQuarter = (band: RankBand): boolean => band === 'top1' || band === 'top5' || band === 'top10' || band === 'top25';

export interface RankView {
  /** null until the cohort reaches the minimum, or when the student hides their rank. */
  band: RankBand | null;
  cohortSize: number;
  /** Results the cohort still needs before anyone in it gets a rank (0 once it has them). */
  needed: number;
  minimum: number;
  hidden: boolean;
}

/** What any reader may show of one ranked result: the band only for a large enough cohort and an unhidden rank. */
export function rankView(percentile: number | null, cohortSize: number, hidden: boolean): RankView {
  const large = cohortSize >= MIN_RANKED_COHORT && percentile !== null;
  return {
    band: large && !hidden ? rankBand(percentile) : null,
    cohortSize,
    needed: Math.max(0, MIN_RANKED_COHORT - cohortSize),
    minimum: MIN_RANKED_COHORT,
    hidden,
  };
}
