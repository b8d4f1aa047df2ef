import { useCallback, useEffect, useState } from 'react';
import type { Outcome, Refusal } from './outcome-request.ts';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'failed'; refusal: Refusal | null }
  | { status: 'ready'; value: T; etag: string | null };

/**
 * Runs a call (lib/outcome-request.ts) when `key` changes, and on reload; a network failure counts as failed with no
 * refusal. `set` replaces the value after a change the page made itself (and the ETag it answered).
 */
export function useOutcome<T>(key: string | null, call: () => Promise<Outcome<T>>): Loaded<T> & { reload: () => void; set: (value: T, etag?: string | null) => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState({ status: 'loading' });
    call().then(
      (outcome) => {
        if (!live) return;
        setState(outcome.ok ? { status: 'ready', value: outcome.value, etag: outcome.etag } : { status: 'failed', refusal: outcome });
      },
      () => live && setState({ status: 'failed', refusal: null }),
    );
    return () => {
      live = false;
    };
    // The call is rebuilt each render; the key says when it asks for something else.
  }, [key, round]);

  const set = useCallback((value: T, etag: string | null = null) => setState({ status: 'ready', value, etag }), []);
  return { ...state, reload, set };
}
