import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = new Date('2026-11-22T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const minute = 60_000;

describe('formatRelativeTime', () => {
  it('picks the largest whole unit, in the UI language', () => {
    expect(formatRelativeTime(ago(5 * minute), now, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(59 * minute + 50_000), now, 'en')).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(3 * 60 * minute), now, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime(ago(24 * 60 * minute), now, 'en')).toBe('yesterday');
    expect(formatRelativeTime(ago(20 * 24 * 60 * minute), now, 'en')).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(5 * minute), now, 'de')).toBe('vor 5 Minuten');
    expect(formatRelativeTime(ago(5 * minute), now, 'pl')).toBe('5 minut temu');
  });

  it('says now under a minute and for a time a little ahead of this clock', () => {
    expect(formatRelativeTime(ago(10_000), now, 'en')).toBe('now');
    expect(formatRelativeTime(ago(-30_000), now, 'en')).toBe('now');
    expect(formatRelativeTime(ago(0), now, 'de')).toBe('jetzt');
  });

  it('gives null for a missing or unreadable time', () => {
    expect(formatRelativeTime(undefined, now, 'en')).toBeNull();
    expect(formatRelativeTime('yesterday-ish', now, 'en')).toBeNull();
  });
});
