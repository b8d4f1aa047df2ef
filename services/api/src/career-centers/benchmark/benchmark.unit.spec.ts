import { describe, expect, it } from 'vitest';
import { benchmarkOf, median, sharesOf, type SchoolGroup, type Shares } from './benchmark.ts';

const counts = (top10: number, top25: number, topHalf: number, keepGoing: number): Shares => ({ top10, top25, topHalf, keepGoing });
const group = (own: boolean, c: Shares, track = 'Finance'): SchoolGroup => ({ own, track, counts: c });

describe('cross-school benchmark', () => {
  it('gives shares in whole percent and the median of peer schools', () => {
    expect(sharesOf(counts(1, 1, 2, 6))).toEqual({ top10: 10, top25: 10, topHalf: 20, keepGoing: 60 });
    expect(median([30, 10, 20])).toBe(20);
    expect(median([10, 20, 31, 41])).toBe(26);
    const b = benchmarkOf('GB', [group(true, counts(2, 1, 1, 1)), group(false, counts(0, 0, 5, 5)), group(false, counts(5, 0, 0, 5)), group(false, counts(1, 1, 1, 2))]);
    expect(b.tracks).toEqual([
      {
        track: 'Finance',
        ours: { students: 5, shares: { top10: 40, top25: 20, topHalf: 20, keepGoing: 20 } },
        peers: { schools: 3, shares: { top10: 20, top25: 0, topHalf: 20, keepGoing: 50 } },
      },
    ]);
  });

  it('shows nothing of a group under five students, and no median of fewer than three peer schools', () => {
    const b = benchmarkOf('GB', [
      group(true, counts(1, 1, 1, 1)),
      group(false, counts(5, 0, 0, 0)),
      group(false, counts(0, 5, 0, 0)),
      // Four students: left out of the median, so two peers remain.
      group(false, counts(4, 0, 0, 0)),
      group(true, counts(3, 3, 0, 0), 'Consulting'),
    ]);
    expect(b.tracks).toEqual([
      { track: 'Consulting', ours: { students: 6, shares: { top10: 50, top25: 50, topHalf: 0, keepGoing: 0 } }, peers: { fewerSchoolsThan: 3 } },
      { track: 'Finance', ours: { fewerThan: 5 }, peers: { fewerSchoolsThan: 3 } },
    ]);
    expect(JSON.stringify(b)).not.toContain('"students":4');
  });
});
