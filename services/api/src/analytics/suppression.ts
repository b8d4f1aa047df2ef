// Small-group suppression of DE&I aggregates (issue 14; the reasoning is in docs/analytics.md "Why these
// rules"). A column is one funnel stage's people split by one attribute; its total is known to the employer (it is
// the stage's head count), so hiding one small cell is not enough — total minus the shown cells would give it back.

export const MIN_GROUP = 5;

export type ProtectedCell = { category: string; count: number } | { category: string; suppressed: true };

/**
 * Primary suppression: every cell under five (zero too, so "suppressed" never tells zero from one). Complementary
 * suppression: while the suppressed cells are a single cell or add up to fewer than five people, the smallest shown
 * cell is suppressed as well — so the total minus the shown cells is a sum of at least two cells and at least five
 * people, which pins down no one. A shown cell therefore always leaves five or more people of the column outside it
 * (no "everyone here is X" either).
 */
export function protectColumn(counts: readonly { category: string; count: number }[]): ProtectedCell[] {
  const hidden = new Set<number>();
  counts.forEach((c, i) => {
    if (c.count < MIN_GROUP) hidden.add(i);
  });
  const hiddenSum = () => [...hidden].reduce((sum, i) => sum + counts[i]!.count, 0);
  while (hidden.size > 0 && hidden.size < counts.length && (hidden.size === 1 || hiddenSum() < MIN_GROUP)) {
    let smallest = -1;
    counts.forEach((c, i) => {
      if (!hidden.has(i) && (smallest < 0 || c.count < counts[smallest]!.count)) smallest = i;
    });
    hidden.add(smallest);
  }
  return counts.map((c, i) => (hidden.has(i) ? { category: c.category, suppressed: true } : { category: c.category, count: c.count }));
}

/** Rows of fewer than five people (reach by university or track) go into one "other" row, itself hidden under five. */
export function groupSmallRows(rows: readonly { key: string; count: number }[]): { rows: { key: string; count: number }[]; other: number | 'suppressed' } {
  const shown = rows.filter((r) => r.count >= MIN_GROUP).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  const rest = rows.filter((r) => r.count < MIN_GROUP).reduce((sum, r) => sum + r.count, 0);
  return { rows: shown, other: rest === 0 ? 0 : rest < MIN_GROUP ? 'suppressed' : rest };
}
