import { useState, useSyncExternalStore } from 'react';
import { createPagedList, type PagedList, type PagedState } from './paged-list.ts';

/** A paged list that starts loading on mount and lives as long as the component. */
export function usePagedList<T>(
  fetchPage: (page: number) => Promise<T[]>,
  pageSize: number,
  keyOf: (item: T) => string,
): PagedState<T> & Pick<PagedList<T>, 'loadMore' | 'retry'> {
  const [list] = useState(() => createPagedList(fetchPage, pageSize, keyOf));
  const state = useSyncExternalStore(list.subscribe, list.getState);
  return { ...state, loadMore: list.loadMore, retry: list.retry };
}
