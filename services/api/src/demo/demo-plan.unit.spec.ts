import { describe, expect, it } from 'vitest';
import { eventDecider } from '../events/event.decider.ts';
import { buildDemoPlan } from './demo-plan.ts';
import { zonedTimeToUtc } from './zoned-time.ts';

const now = new Date('2026-06-15T08:00:00.000Z');

describe('demo plan', () => {
  const plan = buildDemoPlan(now);
  const events = plan.events.map((c) => c.data.details);

  it('is deterministic for a seed date', () => {
    expect(buildDemoPlan(new Date('2026-06-15T08:00:00.000Z'))).toEqual(plan);
  });

  it('has 8 hosts and ~40 upcoming events of all three kinds within three months', () => {
    expect(plan.companies).toHaveLength(8);
    expect(events).toHaveLength(40);
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(['Live Stream', 'Physical Event', 'Job Closings']));
    const horizon = now.getTime() + 92 * 86_400_000;
    expect(events.every((e) => Date.parse(e.startTime) > now.getTime() && Date.parse(e.startTime) < horizon)).toBe(true);
    expect(events.filter((e) => Date.parse(e.startTime) < now.getTime() + 3 * 86_400_000).length).toBeGreaterThan(0);
    expect(events.some((e) => e.approval)).toBe(true);
    expect(events.some((e) => e.physicalLocation && e.physicalLocation.lat === null && e.physicalLocation.placeId)).toBe(true);
  });

  it('consists of commands the real decider accepts', () => {
    for (const command of plan.events) {
      expect(() => eventDecider.decide(command, eventDecider.initialState())).not.toThrow();
    }
    expect(new Set(events.map((e) => e.link)).size).toBe(events.length);
  });
});

describe('zonedTimeToUtc', () => {
  it('converts wall-clock time in a zone to UTC on both sides of DST', () => {
    expect(zonedTimeToUtc({ year: 2026, month: 1, day: 15, hour: 18, minute: 0 }, 'Europe/Berlin').toISOString()).toBe('2026-01-15T17:00:00.000Z');
    expect(zonedTimeToUtc({ year: 2026, month: 7, day: 15, hour: 18, minute: 0 }, 'Europe/Berlin').toISOString()).toBe('2026-07-15T16:00:00.000Z');
    expect(zonedTimeToUtc({ year: 2026, month: 7, day: 15, hour: 9, minute: 30 }, 'Europe/London').toISOString()).toBe('2026-07-15T08:30:00.000Z');
  });
});
