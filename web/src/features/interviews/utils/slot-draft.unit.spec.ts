import { describe, expect, it } from 'vitest';
import { newRow, nextRow, rowOfPath, rowProblems, rowStart } from './slot-draft.ts';

describe('the slot editor’s rows', () => {
  it('turn a local date and time in the chosen zone into the UTC instant, across a DST change', () => {
    expect(rowStart(newRow('2026-12-03', '14:00', 30), 'Europe/Berlin')).toBe('2026-12-03T13:00:00.000Z');
    expect(rowStart(newRow('2026-07-03', '14:00', 30), 'Europe/Berlin')).toBe('2026-07-03T12:00:00.000Z');
    expect(rowStart(newRow('2026-12-03', '09:30', 30), 'America/New_York')).toBe('2026-12-03T14:30:00.000Z');
    expect(rowStart(newRow('', '14:00', 30), 'UTC')).toBeNull();
    expect(rowStart(newRow('2026-12-03', '14:00', 30), 'Not/AZone')).toBeNull();
  });

  it('a new row starts when the one above ends, on the same day', () => {
    const next = nextRow(newRow('2026-12-03', '09:45', 45));
    expect([next.date, next.time, next.minutes]).toEqual(['2026-12-03', '10:30', 45]);
    expect(nextRow(newRow('2026-12-03', '23:30', 60)).time).toBe('23:30');
  });

  it('name each row’s first problem as the server would, and map server paths to rows', () => {
    const now = Date.parse('2026-12-01T09:00:00Z');
    const rows = [newRow('2026-12-03', '10:00', 60), newRow('2026-12-03', '10:30', 30), newRow('', '10:00', 30), newRow('2026-11-30', '10:00', 30)];
    const problems = rowProblems(rows, 'UTC', now);
    expect(rows.map((r) => problems.get(r.key) ?? null)).toEqual([null, 'overlap', 'missing', 'past']);
    expect(rowOfPath(rows, 'slots.1.start')).toBe(rows[1]);
    expect(rowOfPath(rows, 'message')).toBeUndefined();
  });
});
