import { useCallback, useState } from 'react';

/**
 * The one way a screen saves over the version it loaded (If-Match, see outcome-request.ts): when someone saved in
 * between, the server answers 412 (428 when the version was missing) and nothing is overwritten. The screen then
 * shows <StaleVersionAlert>, and the person reloads their colleague's version before editing again.
 */
export interface StaleVersion {
  /** A save was refused for being over an older version: the alert shows. */
  stale: boolean;
  /** True (and the alert shows) when this refusal means "someone saved in between". */
  caught: (outcome: { status: number }) => boolean;
  /** Loads the current version and hides the alert. */
  reload: () => void;
}

export const isStaleVersion = (status: number): boolean => status === 412 || status === 428;

export function useStaleVersion(load: () => void): StaleVersion {
  const [stale, setStale] = useState(false);
  const caught = useCallback((outcome: { status: number }) => {
    const refused = isStaleVersion(outcome.status);
    if (refused) setStale(true);
    return refused;
  }, []);
  const reload = useCallback(() => {
    setStale(false);
    load();
  }, [load]);
  return { stale, caught, reload };
}
