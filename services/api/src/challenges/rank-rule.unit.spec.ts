import { describe, expect, it } from 'vitest';
import { MIN_RANKED_COHORT, inTopQuarter, rankBand, rankView } from './rank-rule.ts';

describe('rank rule', () => {
  it('names the smallest top band holding the share from the top, then top half, then keep going', () => {
    expect([100, 99, 98.9, 95, 94.9, 90, 89.9, 75, 74.9, 50, 49.9, 0].map(rankBand)).toEqual([
      'top1', 'top1', 'top5', 'top5', 'top10', 'top10', 'top25', 'top25', 'topHalf', 'topHalf', 'keepGoing', 'keepGoing',
    ]);
  });

  it('lets only the top quarter show a position', () => {
    expect((['top1', 'top5', 'top10', 'top25', 'topHalf', 'keepGoing'] as const).map(inTopQuarter)).toEqual([true, true, true, true, false, false]);
  });

  it('shows no band below the minimum cohort, even for the best score of a cohort of one', () => {
    expect(MIN_RANKED_COHORT).toBe(20);
    expect(rankView(100, 1, false)).toEqual({ band: null, cohortSize: 1, needed: 19, minimum: 20, hidden: false });
    expect(rankView(null, 12, false)).toMatchObject({ band: null, needed: 8 });
    expect(rankView(100, 19, false).band).toBeNull();
    expect(rankView(100, 20, false)).toMatchObject({ band: 'top1', needed: 0 });
  });

  it('shows no band when the student hides their rank', () => {
    expect(rankView(100, 40, true)).toEqual({ band: null, cohortSize: 40, needed: 0, minimum: 20, hidden: true });
  });

  it('gives a last place an encouraging band, never a raw position', () => {
    expect(rankView(0, 40, false).band).toBe('keepGoing');
  });
});
