import type { Cohort, Progress } from '../api/get-percentage.ts';
import { trackProgress } from './gauge-math.ts';

/**
 * What the dashboard's side shows for the selected track, all from that track's facts: its cohort line (never
 * another track's as a fallback), its Induction Challenge as the next action, and its steps' mean completion.
 */
export function selectedTrackView(progress: Progress | null, track: string): { line: Cohort | null; nextAction: string | null; progress: number } {
  const steps = progress?.nextSteps ?? [];
  return {
    line: progress?.cohorts.find((c) => c.track === track) ?? null,
    nextAction: steps.find((s) => s.track === track && s.key === 'induction')?.link ?? null,
    progress: trackProgress(steps, track),
  };
}
