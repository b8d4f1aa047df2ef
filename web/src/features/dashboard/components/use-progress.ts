import { useEffect, useState } from 'react';
import { getPercentage, type Progress } from '../api/get-percentage.ts';

export type ProgressState = { status: 'loading' } | { status: 'ready'; progress: Progress } | { status: 'failed' };

/** Analytics and opportunities in one call; fetched again when the student's tracks change (`tracksKey`). */
export function useProgress(tracksKey: string): ProgressState {
  const [state, setState] = useState<ProgressState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    getPercentage().then(
      (progress) => live && setState({ status: 'ready', progress }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [tracksKey]);
  return state;
}
