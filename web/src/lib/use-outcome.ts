import { useCallback, useEffect, useState } from 'react';
import type { Outcome, Refusal } from './outcome-request.ts';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'failed'; refusal: Refusal | null }
  | { status: 'ready'; value: T; etag: string | null };

const loading = { status: 'loading' } as const;

/**
 * Runs a call (lib/outcome-request.ts) when `key` changes, and on reload; a network failure counts as failed with no
 * refusal. `set` replaces the value after a change the page made itself (and the ETag it answered). What is shown
 * always belongs to the current key: right after the key changes it is 'loading', never the previous key's value, and
 * an answer that arrives for a key no longer asked for is dropped. A null key asks for nothing and stays 'loading'.
 */
export function useOutcome<T>(key: string | null, call: () => Promise<Outcome<T>>): Loaded<T> & { reload: () => void; set: (value: T, etag?: string | null) => void } {
  const [held, setHeld] = useState<{ key: string; loaded: Loaded<T> } | null>(null);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    if (key === null) return;
    let live = true;
    setHeld({ key, loaded: loading });
    call().then(
      (outcome) => {
        if (!live) return;
        setHeld({ key, loaded: outcome.ok ? { status: 'ready', value: outcome.value, etag: outcome.etag } : { status: 'failed', refusal: outcome } });
      },
      () => live && setHeld({ key, loaded: { status: 'failed', refusal: null } }),
    );
    return () => {
      live = false;
    };
    // The call is rebuilt each render; the key says when it asks for something else.
  }, [key, round]);

  const set = useCallback((value: T, etag: string | null = null) => key !== null && setHeld({ key, loaded: { status: 'ready', value, etag } }), [key]);
  const shown: Loaded<T> = held !== null && held.key === key ? held.loaded : loading;
  return { ...shown, reload, set };
}
