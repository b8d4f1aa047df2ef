import { describe, expect, it } from 'vitest';
import { timeZoneOptions, utcOffset, zoneMatches } from './time-zones.ts';

describe('time zones', () => {
  it('labels zones with their offset at the time, DST included', () => {
    expect(utcOffset('Europe/Berlin', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+01:00');
    expect(utcOffset('Europe/Berlin', new Date('2026-07-15T12:00:00Z'))).toBe('UTC+02:00');
    expect(utcOffset('Asia/Kolkata')).toBe('UTC+05:30');
    expect(utcOffset('UTC')).toBe('UTC+00:00');
  });

  it('lists every zone once, west to east, UTC among them', () => {
    const options = timeZoneOptions(new Date('2026-01-15T12:00:00Z'));
    expect(new Set(options.map((o) => o.zone)).size).toBe(options.length);
    expect(options.some((o) => o.zone === 'UTC')).toBe(true);
    expect(options.findIndex((o) => o.zone === 'America/New_York')).toBeLessThan(options.findIndex((o) => o.zone === 'Europe/London'));
  });

  it('finds a zone by any words of its name or offset, spaces for underscores', () => {
    const newYork = timeZoneOptions().find((o) => o.zone === 'America/New_York')!;
    expect(zoneMatches(newYork, 'new york')).toBe(true);
    expect(zoneMatches(newYork, 'NEW_YORK')).toBe(true);
    expect(zoneMatches(newYork, 'america yo')).toBe(true);
    expect(zoneMatches(newYork, 'berlin')).toBe(false);
    // India's zone is Asia/Kolkata in newer ICU data and Asia/Calcutta in older: found by its offset either way.
    expect(timeZoneOptions().filter((o) => zoneMatches(o, 'asia +05:30')).length).toBeGreaterThan(0);
  });
});
