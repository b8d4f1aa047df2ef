import { describe, expect, it } from 'vitest';
import { formatClockTime, safeJoinUrl } from './join-link.ts';

describe('formatClockTime', () => {
  it('shows the time in the event zone with its offset', () => {
    expect(formatClockTime('2026-12-03T16:45:00.000Z', 'Europe/Berlin', 'de')).toBe('17:45 (GMT+1)');
    expect(formatClockTime('2026-07-03T16:45:00.000Z', 'Europe/London', 'en-GB')).toBe('17:45 (GMT+1)');
    // An unknown zone renders in UTC rather than failing.
    expect(formatClockTime('2026-12-03T16:45:00.000Z', 'Nowhere/Else', 'en-GB')).toMatch(/^16:45 \(GMT(\+0)?\)$/);
    expect(formatClockTime('soon', 'Europe/Berlin', 'en')).toBeNull();
  });
});

describe('safeJoinUrl', () => {
  it('keeps https links only', () => {
    expect(safeJoinUrl('https://meet.example.com/abc')).toBe('https://meet.example.com/abc');
    expect(safeJoinUrl('javascript:alert(1)')).toBeNull();
    expect(safeJoinUrl('http://meet.example.com/abc')).toBeNull();
    expect(safeJoinUrl('not a url')).toBeNull();
    expect(safeJoinUrl(undefined)).toBeNull();
  });
});
