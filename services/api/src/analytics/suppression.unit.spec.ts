import { describe, expect, it } from 'vitest';
import { groupSmallRows, protectColumn } from './suppression.ts';

const column = (...counts: number[]) => counts.map((count, i) => ({ category: `c${i}`, count }));
const hiddenOf = (cells: ReturnType<typeof protectColumn>) => cells.filter((c) => 'suppressed' in c).map((c) => c.category);

describe('protectColumn', () => {
  it('shows a column of large groups as it is', () => {
    expect(protectColumn(column(10, 7, 5))).toEqual([{ category: 'c0', count: 10 }, { category: 'c1', count: 7 }, { category: 'c2', count: 5 }]);
  });

  it('suppresses a small cell and a second one, so the total minus the shown cells is no one person', () => {
    // total 21: without the complement, 21 − 12 − 8 = 1 would give the small cell back.
    const cells = protectColumn(column(12, 8, 1));
    expect(hiddenOf(cells)).toEqual(['c1', 'c2']);
  });

  it('keeps suppressing until the hidden cells hold at least five people', () => {
    // two small cells (1 + 2 = 3) are not enough: the smallest shown cell joins them.
    expect(hiddenOf(protectColumn(column(20, 6, 1, 2)))).toEqual(['c1', 'c2', 'c3']);
  });

  it('never shows a cell that is everyone (or everyone but a few) of the column', () => {
    expect(hiddenOf(protectColumn(column(20, 0, 0)))).toEqual(['c0', 'c1', 'c2']);
    expect(hiddenOf(protectColumn(column(20, 3)))).toEqual(['c0', 'c1']);
  });

  it('for every column, shown cells leave at least five people and two cells unknown, or none', () => {
    for (let seed = 0; seed < 500; seed++) {
      const counts = Array.from({ length: 2 + (seed % 4) }, (_, i) => ((seed * 7 + i * 13) % 17));
      const cells = protectColumn(column(...counts));
      const hidden = cells.map((c, i) => ('suppressed' in c ? counts[i]! : null)).filter((v): v is number => v !== null);
      if (hidden.length > 0) {
        expect(hidden.length).toBeGreaterThanOrEqual(2);
        expect(hidden.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(counts.every((c, i) => 'suppressed' in cells[i]!) ? 0 : 5);
      }
      for (const c of cells) if ('count' in c) expect(c.count).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('groupSmallRows', () => {
  it('folds groups under five into one other row, hidden when it is itself under five', () => {
    expect(groupSmallRows([{ key: 'a', count: 9 }, { key: 'b', count: 2 }, { key: 'c', count: 1 }])).toEqual({ rows: [{ key: 'a', count: 9 }], other: 'suppressed' });
    expect(groupSmallRows([{ key: 'a', count: 4 }, { key: 'b', count: 4 }])).toEqual({ rows: [], other: 8 });
  });
});
