/**
 * Gauge maths (spec §9): progress clamped to 0–100, shown with one decimal, drawn on a 270° arc whose gap faces
 * down, with the cohort average marked at 74%. Pure functions, so the drawing is testable without a browser.
 */
export const GAUGE_SWEEP_DEG = 270;
/** SVG angles grow clockwise from 3 o'clock; 135° is bottom-left, so the arc runs over the top to bottom-right. */
export const GAUGE_START_DEG = 135;
export const COHORT_AVERAGE_PERCENT = 74;

/** Anything that is not a finite number counts as 0. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** One decimal, half away from zero (12.35 → 12.4), after clamping. */
export function roundPercent(value: number): number {
  const clamped = clampPercent(value);
  return Math.round(clamped * 10 + Number.EPSILON) / 10;
}

/** '12.4%' in the given locale, always with one decimal ('0.0%', '12,4 %' in German). */
export function formatPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    roundPercent(value) / 100,
  );
}

export interface Point {
  x: number;
  y: number;
}

const round3 = (n: number): number => Math.round(n * 1000) / 1000;

/** The point at `percent` along the 270° arc. */
export function pointOnArc(cx: number, cy: number, r: number, percent: number): Point {
  const deg = GAUGE_START_DEG + (GAUGE_SWEEP_DEG * clampPercent(percent)) / 100;
  const rad = (deg * Math.PI) / 180;
  return { x: round3(cx + r * Math.cos(rad)), y: round3(cy + r * Math.sin(rad)) };
}

/** SVG path of the arc from 0% to `percent` (the whole track at 100); empty at 0. */
export function arcPath(cx: number, cy: number, r: number, percent = 100): string {
  const p = clampPercent(percent);
  if (p === 0) return '';
  const from = pointOnArc(cx, cy, r, 0);
  const to = pointOnArc(cx, cy, r, p);
  const largeArc = (GAUGE_SWEEP_DEG * p) / 100 > 180 ? 1 : 0;
  return `M ${from.x} ${from.y} A ${r} ${r} 0 ${largeArc} 1 ${to.x} ${to.y}`;
}

/** Length of the full 270° arc. */
export const arcLength = (r: number): number => (2 * Math.PI * r * GAUGE_SWEEP_DEG) / 360;

/** stroke-dasharray / -dashoffset that reveal `percent` of a path of `length` (the whole arc or a full circle). */
export function dashFor(percent: number, length: number): { dasharray: string; dashoffset: number } {
  const l = round3(length);
  return { dasharray: `${l} ${l}`, dashoffset: round3(l * (1 - clampPercent(percent) / 100)) };
}

/** Circumference of the circular progress gauge. */
export const circleLength = (r: number): number => 2 * Math.PI * r;

/**
 * How far the RANKING arc fills for a band: the band's lower edge (top 5 % → 95), so the arc never draws a raw last
 * place; "keep going" draws the arc empty and lets the words speak.
 */
const bandFill: Record<string, number> = { top1: 99, top5: 95, top10: 90, top25: 75, topHalf: 50, keepGoing: 0 };
export const bandGaugePercent = (band: string): number => bandFill[band] ?? 0;

/**
 * The track gauge: the mean completion of the track's next steps (each 0–100, the same fact their status is read
 * from), so finishing a challenge of the track moves it. Whole percent.
 */
export function trackProgress(steps: readonly { track: string; score: number }[], track: string, stepCount = 5): number {
  const mine = steps.filter((s) => s.track === track);
  if (mine.length === 0) return 0;
  const sum = mine.reduce((total, s) => total + clampPercent(s.score), 0);
  return Math.round(sum / Math.max(stepCount, mine.length));
}
