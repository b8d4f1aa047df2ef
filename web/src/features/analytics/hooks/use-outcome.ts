import { useCallback, useEffect, useState } from 'react';
import type { Outcome } from '../../../lib/outcome-request.ts';

export type LoadState<T> = { status: 'loading' } | { status: 'failed'; notFound: boolean } | { status: 'ready'; value: T };

/** Loads one call's outcome: loading, failed (with a retry) or ready; reloads when `load` changes. */
export function useOutcome<T>(load: () => Promise<Outcome<T>>): { state: LoadState<T>; reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    load().then(
      (outcome) => setState(outcome.ok ? { status: 'ready', value: outcome.value } : { status: 'failed', notFound: outcome.status === 404 || outcome.status === 400 }),
      () => setState({ status: 'failed', notFound: false }),
    );
  }, [load]);
  useEffect(reload, [reload]);
  return { state, reload };
}
