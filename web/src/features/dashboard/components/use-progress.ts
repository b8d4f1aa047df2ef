import { answered } from '../../../lib/outcome-request.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { getPercentage, type Progress } from '../api/get-percentage.ts';

export type ProgressState = { status: 'loading' } | { status: 'ready'; progress: Progress } | { status: 'failed' };

/** Analytics and opportunities in one call; fetched again when the student's tracks change (`tracksKey`). */
export function useProgress(tracksKey: string): ProgressState {
  const loaded = useOutcome(tracksKey, () => answered(getPercentage()));
  if (loaded.status === 'ready') return { status: 'ready', progress: loaded.value };
  return loaded.status === 'failed' ? { status: 'failed' } : { status: 'loading' };
}
