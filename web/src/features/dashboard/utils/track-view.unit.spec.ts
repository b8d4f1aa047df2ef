import { describe, expect, it } from 'vitest';
import type { Progress } from '../api/get-percentage.ts';
import { selectedTrackView } from './track-view.ts';

const line = (track: string) => ({ track, yearOfStudy: 'finalYear', value: 96, band: 'top5' as const, rank: 2, size: 40, average: 61, score: 80, results: 20, minimum: 20, hidden: false });
const step = (track: string, key: string, score: number, link: string | null) => ({ key, track, status: 'todo' as const, score, link });

const progress: Progress = {
  percent: { value: 96 },
  oppor: [],
  ranked: true,
  cohort: { track: 'Consulting', yearOfStudy: 'finalYear', rank: 2, size: 40, average: 61 },
  cohorts: [line('Consulting')],
  nextSteps: [step('Consulting', 'induction', 100, '/challenge/result/c'), step('Finance', 'induction', 100, '/challenge/result/f'), step('Finance', 'fellowship', 33, '/challenge/f2')],
  nextAction: null,
};

describe('selectedTrackView', () => {
  it('never shows another track’s cohort: Finance selected, only a Consulting rank → no line', () => {
    expect(selectedTrackView(progress, 'Finance')).toEqual({ line: null, nextAction: '/challenge/result/f', progress: 27 });
    expect(selectedTrackView(progress, 'Consulting').line).toMatchObject({ track: 'Consulting', band: 'top5' });
  });

  it('moves the track gauge when a challenge of that track is finished', () => {
    expect(selectedTrackView({ ...progress, nextSteps: [] }, 'Finance').progress).toBe(0);
    expect(selectedTrackView(progress, 'Finance').progress).toBeGreaterThan(0);
  });

  it('shows nothing while loading', () => {
    expect(selectedTrackView(null, 'Finance')).toEqual({ line: null, nextAction: null, progress: 0 });
  });
});
