import { describe, expect, it } from 'vitest';
import { hostingDecider } from '../events/index.ts';
import { organisationDecider } from '../organisations/index.ts';
import { buildDemoPlan } from './demo-plan.ts';
import { zonedTimeToUtc } from '@fast-track/shared/zoned-time';

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
    expect(events.some((e) => e.physicalLocation && e.physicalLocation.lat === null && e.physicalLocation.placeId)).toBe(true);
  });

  it('asks for approval on about a third of the physical events, and on nothing else', () => {
    const physical = events.filter((e) => e.type === 'Physical Event');
    const share = physical.filter((e) => e.approval).length / physical.length;
    expect(share).toBeGreaterThanOrEqual(0.25);
    expect(share).toBeLessThanOrEqual(0.45);
    expect(events.filter((e) => e.type !== 'Physical Event').some((e) => e.approval)).toBe(false);
  });

  it('spreads the Job Closings over all three months', () => {
    const month = 30 * 86_400_000;
    const closings = events.filter((e) => e.type === 'Job Closings').map((e) => Date.parse(e.startTime) - now.getTime());
    for (const third of [0, 1, 2]) {
      expect(closings.filter((t) => t >= third * month && t < (third + 1) * month).length).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(['2026-01-10', '2026-03-01', '2026-06-15', '2026-09-20', '2026-11-22'])(
    'names seasons only where they fit the date (plan of %s)',
    (day) => {
      const seasonOf = (month: number): string =>
        month === 12 || month <= 2 ? 'Winter' : month <= 5 ? 'Spring' : month <= 8 ? 'Summer' : 'Autumn';
      const seasonal = buildDemoPlan(new Date(`${day}T08:00:00.000Z`))
        .events.map((c) => c.data.details)
        .filter((e) => /^(Winter|Spring|Summer|Autumn) (Insight Day|Demo Night)/.test(e.title));
      expect(seasonal.length).toBeGreaterThan(0);
      for (const e of seasonal) {
        const month = Number(
          new Intl.DateTimeFormat('en-GB', { timeZone: e.timezone, month: 'numeric' }).format(new Date(e.startTime)),
        );
        expect(`${e.title} on ${e.startTime}`).toMatch(new RegExp(`^${seasonOf(month)} `));
      }
    },
  );

  it.each(['2026-01-10', '2026-04-30', '2026-06-15', '2026-12-31'])('gives every event its own title (plan of %s)', (day) => {
    const titles = buildDemoPlan(new Date(`${day}T08:00:00.000Z`)).events.map((c) => c.data.details.title);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
  });

  it('consists of commands the real deciders accept: the editor’s rules hold for every demo event', () => {
    for (const command of plan.events) {
      expect(() => hostingDecider.decide(command, hostingDecider.initialState())).not.toThrow();
    }
    for (const command of plan.companies) {
      expect(() => organisationDecider.decide(command, organisationDecider.initialState())).not.toThrow();
    }
    expect(new Set(events.map((e) => e.link)).size).toBe(events.length);
  });

  it('gives every host company a member who publishes its events and answers some of its questions', () => {
    const owners = new Map(plan.companies.map((c) => [c.data.organisationId, c.data.createdBy]));
    expect(new Set(plan.members.map((m) => m.data.accountId))).toEqual(new Set(owners.values()));
    for (const command of plan.events) expect(command.data.by).toBe(owners.get(command.data.details.host.companyId));
    const answers = plan.interactions.filter((c) => c.type === 'MarkQuestionAnswered');
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) expect(answer.data.answeredBy).toBe(owners.get(answer.data.asCompanyId));
    expect(plan.interactions.some((c) => c.type === 'ApplyToEvent')).toBe(true);
  });
});

describe('zonedTimeToUtc', () => {
  it('converts wall-clock time in a zone to UTC on both sides of DST', () => {
    expect(zonedTimeToUtc({ year: 2026, month: 1, day: 15, hour: 18, minute: 0 }, 'Europe/Berlin').toISOString()).toBe('2026-01-15T17:00:00.000Z');
    expect(zonedTimeToUtc({ year: 2026, month: 7, day: 15, hour: 18, minute: 0 }, 'Europe/Berlin').toISOString()).toBe('2026-07-15T16:00:00.000Z');
    expect(zonedTimeToUtc({ year: 2026, month: 7, day: 15, hour: 9, minute: 30 }, 'Europe/London').toISOString()).toBe('2026-07-15T08:30:00.000Z');
  });
});
