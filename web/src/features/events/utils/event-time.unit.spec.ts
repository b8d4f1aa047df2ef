import { describe, expect, it } from 'vitest';
import {
  formatCardDate,
  formatDateParts,
  formatMonthHeading,
  formatTimeRange,
  isValidTimeZone,
  isWithinDays,
  monthKey,
} from './event-time.ts';

describe('time zones', () => {
  it('accepts IANA names and rejects nonsense', () => {
    expect(isValidTimeZone('Europe/London')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('formatTimeRange', () => {
  it('renders start–end in the event zone with its GMT offset', () => {
    const r = formatTimeRange('2026-12-03T17:00:00.000Z', '2026-12-03T19:00:00.000Z', 'Europe/Berlin', 'en-GB');
    expect(r).toEqual({ ok: true, text: '18:00 – 20:00 (GMT+1)' });
  });

  it('uses the summer offset when the event is in summer', () => {
    const r = formatTimeRange('2026-07-01T08:30:00.000Z', '2026-07-01T09:30:00.000Z', 'Europe/London', 'en-GB');
    expect(r).toEqual({ ok: true, text: '09:30 – 10:30 (GMT+1)' });
  });

  it('reports an invalid zone instead of guessing', () => {
    expect(formatTimeRange('2026-12-03T17:00:00.000Z', '2026-12-03T19:00:00.000Z', 'Nowhere/Land', 'en')).toEqual({
      ok: false,
      reason: 'invalid-zone',
    });
  });

  it('shows only the start when the end is missing or before it', () => {
    const r = formatTimeRange('2026-12-03T17:00:00.000Z', '', 'UTC', 'en-GB');
    // ICU versions differ on UTC: 'GMT' or 'GMT+0'.
    expect(r.ok && r.text).toMatch(/^17:00 \(GMT(\+0)?\)$/);
  });
});

describe('monthKey', () => {
  it('uses the month in the event zone, not UTC', () => {
    // 23:30 UTC on 31 Jan is already 1 Feb in Berlin.
    expect(monthKey('2027-01-31T23:30:00.000Z', 'Europe/Berlin')).toBe('2027-02');
    expect(monthKey('2027-01-31T23:30:00.000Z', 'America/New_York')).toBe('2027-01');
  });

  it('falls back to UTC for a bad zone', () => {
    expect(monthKey('2027-01-31T23:30:00.000Z', 'bad')).toBe('2027-01');
  });
});

describe('formatMonthHeading', () => {
  it('localises the month name', () => {
    expect(formatMonthHeading('2026-12', 'en-GB')).toBe('December 2026');
    expect(formatMonthHeading('2026-12', 'de')).toBe('Dezember 2026');
  });
});

describe('isWithinDays', () => {
  const now = new Date('2026-12-01T12:00:00.000Z');
  it('is true up to three days ahead and for events already started', () => {
    expect(isWithinDays('2026-12-01T18:00:00.000Z', now)).toBe(true);
    expect(isWithinDays('2026-12-04T12:00:00.000Z', now)).toBe(true);
    expect(isWithinDays('2026-12-01T08:00:00.000Z', now)).toBe(true);
  });
  it('is false beyond three days and for bad dates', () => {
    expect(isWithinDays('2026-12-04T12:00:01.000Z', now)).toBe(false);
    expect(isWithinDays('not a date', now)).toBe(false);
  });
});

describe('date parts', () => {
  it('gives month, day and weekday in the event zone', () => {
    expect(formatDateParts('2026-12-03T23:30:00.000Z', 'Asia/Tokyo', 'en-GB')).toEqual({
      month: 'Dec',
      day: '4',
      weekday: 'Friday',
    });
  });
  it('formats a compact card date', () => {
    expect(formatCardDate('2026-12-03T17:00:00.000Z', 'Europe/London', 'en-GB')).toBe('Thu 3 Dec · 17:00');
  });
});
