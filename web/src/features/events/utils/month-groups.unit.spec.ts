import { describe, expect, it } from 'vitest';
import { groupByMonth } from './month-groups.ts';

const ev = (id: string, datetime: string, timezone = 'UTC') => ({ id, datetime, timezone });

describe('groupByMonth', () => {
  it('puts months in calendar order even when the input is not sorted', () => {
    const groups = groupByMonth([
      ev('c', '2027-02-10T10:00:00Z'),
      ev('a', '2026-12-05T10:00:00Z'),
      ev('b', '2027-01-20T10:00:00Z'),
      ev('a2', '2026-12-01T10:00:00Z'),
    ]);
    expect(groups.map((g) => g.key)).toEqual(['2026-12', '2027-01', '2027-02']);
    expect(groups[0]?.items.map((e) => e.id)).toEqual(['a2', 'a']);
  });

  it('orders December before the next January (not alphabetically by month name)', () => {
    const groups = groupByMonth([ev('jan', '2027-01-02T10:00:00Z'), ev('dec', '2026-12-30T10:00:00Z')]);
    expect(groups.map((g) => g.key)).toEqual(['2026-12', '2027-01']);
  });

  it('returns no groups for no events', () => {
    expect(groupByMonth([])).toEqual([]);
  });
});
