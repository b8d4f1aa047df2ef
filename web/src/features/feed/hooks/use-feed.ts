import { useCallback, useEffect, useRef, useState } from 'react';
import { getFeed, setItemSaved, type FeedItem } from '../api/get-feed.ts';

type Status = 'loading' | 'idle' | 'done' | 'failed';

interface FeedState {
  items: FeedItem[];
  next: string | null;
  status: Status;
}

const start: FeedState = { items: [], next: null, status: 'loading' };

/**
 * The feed for these call parameters, page by page (cursor): starts again whenever they change, and drops answers
 * of parameters no longer shown. `toggleSaved` flips an item at once and puts it back if the server refuses.
 */
export function useFeed(params: Record<string, string>) {
  const key = JSON.stringify(params);
  const [state, setState] = useState<FeedState>(start);
  const current = useRef(key);
  const [saveFailed, setSaveFailed] = useState(false);

  const load = useCallback(
    (cursor: string | null) => {
      const asked = key;
      setState((s) => ({ ...s, status: 'loading' }));
      getFeed(JSON.parse(asked) as Record<string, string>, cursor).then(
        (page) => {
          if (current.current !== asked) return;
          setState((s) => {
            const seen = new Set(s.items.map((i) => `${i.kind}:${i.id}`));
            const items = [...(cursor ? s.items : []), ...page.items.filter((i) => !cursor || !seen.has(`${i.kind}:${i.id}`))];
            return { items, next: page.next, status: page.next ? 'idle' : 'done' };
          });
        },
        () => {
          if (current.current === asked) setState((s) => ({ ...s, status: 'failed' }));
        },
      );
    },
    [key],
  );

  useEffect(() => {
    current.current = key;
    setState(start);
    load(null);
  }, [key, load]);

  const loadMore = useCallback(() => {
    if (state.status === 'idle' && state.next) load(state.next);
  }, [state.status, state.next, load]);

  const retry = useCallback(() => load(state.items.length > 0 ? state.next : null), [load, state.items.length, state.next]);

  const toggleSaved = useCallback((item: FeedItem) => {
    const flip = (saved: boolean) => setState((s) => ({ ...s, items: s.items.map((i) => (i.kind === item.kind && i.id === item.id ? { ...i, saved } : i)) }));
    setSaveFailed(false);
    flip(!item.saved);
    setItemSaved(item, !item.saved).catch(() => {
      flip(item.saved);
      setSaveFailed(true);
    });
  }, []);

  return { ...state, loadMore, retry, toggleSaved, saveFailed };
}
