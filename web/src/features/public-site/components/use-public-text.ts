import { useCallback, useEffect, useState } from 'react';
import { useLocale } from '../../../lib/use-locale.ts';
import type { PublicPageId } from '@fast-track/shared/public-site';
import { loadPageText, loadPublicSiteText } from '../content/load-text.ts';
import type { PageText, PublicSiteText } from '../content/types.ts';

export type PublicTextState = { status: 'loading' } | { status: 'ready'; text: PublicSiteText } | { status: 'failed' };

/** The words in the UI language, loaded again when it changes; `retry` after a failed chunk load. */
export function usePublicText(): { state: PublicTextState; retry: () => void } {
  const lng = useLocale();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PublicTextState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loadPublicSiteText(lng).then(
      (text) => current && setState({ status: 'ready', text }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [lng, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

export type PageTextState = { status: 'loading' } | { status: 'ready'; page: PageText } | { status: 'failed' };

/** One page's own words in the UI language, loaded beside the shared ones (not after them); `retry` after a failure. */
export function usePageText(id: PublicPageId): { state: PageTextState; retry: () => void } {
  const lng = useLocale();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PageTextState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadPageText(lng, id).then(
      (page) => current && setState({ status: 'ready', page }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [lng, id, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
