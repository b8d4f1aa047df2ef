import { useCallback, useEffect, useState } from 'react';
import type { Outcome } from '../../../lib/outcome-request.ts';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  /** `code`: the refusal's code ('CHALLENGE_NOT_FOUND'…), 'network' when there was no answer. */
  | { status: 'failed'; code: string; httpStatus: number };

/** One call's outcome for a screen (loading, ready, failed) and a retry; the call runs again when `key` changes. */
export function useLoad<T>(call: () => Promise<Outcome<T>>, key: string): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    call().then(
      (outcome) => {
        if (!live) return;
        setState(outcome.ok ? { status: 'ready', value: outcome.value } : { status: 'failed', code: outcome.code, httpStatus: outcome.status });
      },
      () => live && setState({ status: 'failed', code: 'network', httpStatus: 0 }),
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  const retry = useCallback(() => setRound((r) => r + 1), []);
  return [state, retry];
}
