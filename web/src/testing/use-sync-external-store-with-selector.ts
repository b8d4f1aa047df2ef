import { useMemo, useSyncExternalStore } from 'preact/compat';

/**
 * For the component tests only (vitest.config.ts aliases 'use-sync-external-store/shim/with-selector' here): that
 * package ships CommonJS only, whose require('react') would load the real React beside Preact. Same contract as
 * React's: the selection is recomputed when the snapshot changes and kept while `isEqual` says it is the same.
 */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  _getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const getSelection = useMemo(() => {
    let memo: { snapshot: Snapshot; selection: Selection } | null = null;
    return () => {
      const snapshot = getSnapshot();
      if (memo && Object.is(memo.snapshot, snapshot)) return memo.selection;
      const selection = selector(snapshot);
      if (memo && isEqual?.(memo.selection, selection)) {
        memo = { snapshot, selection: memo.selection };
        return memo.selection;
      }
      memo = { snapshot, selection };
      return selection;
    };
  }, [getSnapshot, selector, isEqual]);
  return useSyncExternalStore(subscribe, getSelection);
}
