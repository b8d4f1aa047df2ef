// An offset-paged "load more" list as a tiny store (no XState: the stack keeps XState for the registration,
// attendance and track-carousel flows, and this list is on the first screen of /events, where xstate's 13 KB gz
// broke the 60 KB budget of issue 10).
//
//   loading ──full page──▶ idle ──loadMore──▶ loading
//      │ └──short page──▶ done
//      └──error──▶ failed ──retry──▶ loading

export type PagedStatus = 'loading' | 'idle' | 'failed' | 'done';

export interface PagedState<T> {
  status: PagedStatus;
  items: readonly T[];
  /** Next page to request (1-based). */
  nextPage: number;
}

export interface PagedList<T> {
  getState: () => PagedState<T>;
  subscribe: (listener: () => void) => () => void;
  /** Requests the next page when idle; ignored while loading, failed or done. */
  loadMore: () => void;
  /** Requests the failed page again. */
  retry: () => void;
}

/** Starts loading page 1 at once. `keyOf` drops an item repeated at a page edge (offset pages shift on inserts). */
export function createPagedList<T>(
  fetchPage: (page: number) => Promise<T[]>,
  pageSize: number,
  keyOf: (item: T) => string,
): PagedList<T> {
  let state: PagedState<T> = { status: 'loading', items: [], nextPage: 1 };
  const listeners = new Set<() => void>();
  const set = (next: PagedState<T>): void => {
    state = next;
    for (const listener of listeners) listener();
  };

  const load = (): void => {
    const page = state.nextPage;
    set({ ...state, status: 'loading' });
    fetchPage(page).then(
      (items) => {
        const seen = new Set(state.items.map(keyOf));
        set({
          status: items.length < pageSize ? 'done' : 'idle',
          items: [...state.items, ...items.filter((item) => !seen.has(keyOf(item)))],
          nextPage: page + 1,
        });
      },
      () => set({ ...state, status: 'failed' }),
    );
  };

  load();
  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadMore: () => {
      if (state.status === 'idle') load();
    },
    retry: () => {
      if (state.status === 'failed') load();
    },
  };
}
