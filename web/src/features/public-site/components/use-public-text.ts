import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicPageId } from '@fast-track/shared/public-site';
import { loadTextGroups } from '../../../lib/text-groups.ts';
import { groupTexts } from '../content/texts.ts';
import type { PageText } from '../content/types.ts';
import { pageSetups } from '../pages.ts';

export type PageTextState = { status: 'loading' } | { status: 'ready'; page: PageText } | { status: 'failed' };

/**
 * One page's own words (its key group, pages.ts): fetched when the page opens, beside its widgets (one route serves
 * all twenty pages, so the group cannot be named on the route); `retry` after a failed fetch. A language switch
 * fetches the group in the new language before it switches (locale-backend.ts), and the page reads it again.
 */
export function usePageText(id: PublicPageId): { state: PageTextState; retry: () => void } {
  const { t, i18n } = useTranslation();
  const group = pageSetups[id].texts;
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let current = true;
    setLoaded('loading');
    loadTextGroups([group]).then(
      () => current && setLoaded('ready'),
      () => current && setLoaded('failed'),
    );
    return () => {
      current = false;
    };
  }, [group, attempt]);
  const state = useMemo<PageTextState>(
    () => (loaded === 'ready' ? { status: 'ready', page: groupTexts<PageText>(t, group) } : { status: loaded }),
    // i18n.language: the words are read again after a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loaded, t, group, i18n.language],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
