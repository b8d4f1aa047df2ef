import { describe, expect, it } from 'vitest';
import { arcLength, arcPath, bandGaugePercent, circleLength, clampPercent, dashFor, formatPercent, pointOnArc, roundPercent, trackProgress } from './gauge-math.ts';

describe('gauge maths', () => {
  it('clamps to 0–100 and treats non-numbers as 0', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(42.5)).toBe(42.5);
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('rounds to one decimal after clamping', () => {
    expect(roundPercent(12.34)).toBe(12.3);
    expect(roundPercent(12.35)).toBe(12.4);
    expect(roundPercent(99.96)).toBe(100);
    expect(roundPercent(180)).toBe(100);
    expect(roundPercent(-1)).toBe(0);
  });

  it('formats with exactly one decimal in the locale', () => {
    expect(formatPercent(0, 'en')).toBe('0.0%');
    expect(formatPercent(74, 'en')).toBe('74.0%');
    expect(formatPercent(12.345, 'en')).toBe('12.3%');
    expect(formatPercent(12.4, 'de')).toMatch(/^12,4\s%$/);
  });

  it('puts 0% bottom-left, 50% at the top and 100% bottom-right of a 270° arc', () => {
    const r = 100;
    const start = pointOnArc(0, 0, r, 0);
    const top = pointOnArc(0, 0, r, 50);
    const end = pointOnArc(0, 0, r, 100);
    expect(start.x).toBeCloseTo(-70.711, 2);
    expect(start.y).toBeCloseTo(70.711, 2);
    expect(top.x).toBeCloseTo(0, 2);
    expect(top.y).toBeCloseTo(-100, 2);
    expect(end.x).toBeCloseTo(70.711, 2);
    expect(end.y).toBeCloseTo(70.711, 2);
  });

  it('draws the arc with the large-arc flag only past 180°', () => {
    expect(arcPath(50, 50, 40, 0)).toBe('');
    expect(arcPath(50, 50, 40, 50)).toMatch(/^M [\d.]+ [\d.]+ A 40 40 0 0 1 50 10$/);
    expect(arcPath(50, 50, 40, 100)).toContain('A 40 40 0 1 1');
    expect(arcPath(50, 50, 40, 250)).toBe(arcPath(50, 50, 40, 100));
  });

  it('reveals the clamped share of a path through the dash offset', () => {
    const length = arcLength(100);
    expect(length).toBeCloseTo(471.239, 2);
    expect(dashFor(0, length).dashoffset).toBeCloseTo(471.239, 2);
    expect(dashFor(74, length).dashoffset).toBeCloseTo(122.522, 2);
    expect(dashFor(120, length).dashoffset).toBe(0);
    expect(dashFor(50, circleLength(10)).dasharray).toBe('62.832 62.832');
  });
});

describe('track gauge and band fill (issue 23)', () => {
  it('moves the track gauge with the steps of that track only', () => {
    const steps = [
      { track: 'Finance', score: 100 },
      { track: 'Finance', score: 0 },
      { track: 'Finance', score: 0 },
      { track: 'Finance', score: 33 },
      { track: 'Finance', score: 0 },
      { track: 'Consulting', score: 100 },
    ];
    expect(trackProgress(steps, 'Finance')).toBe(27);
    expect(trackProgress(steps, 'Consulting')).toBe(20);
    expect(trackProgress(steps, 'Law')).toBe(0);
  });

  it('fills the RANKING arc to the band’s lower edge, and not at all for "keep going"', () => {
    expect(['top1', 'top5', 'top10', 'top25', 'topHalf', 'keepGoing'].map(bandGaugePercent)).toEqual([99, 95, 90, 75, 50, 0]);
  });
});
