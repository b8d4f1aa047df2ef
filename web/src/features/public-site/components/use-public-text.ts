import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicPageId } from '@fast-track/shared/public-site';
import { loadTextGroups } from '../../../lib/text-groups.ts';
import { useLocale } from '../../../lib/use-locale.ts';
import { groupTexts } from '../content/texts.ts';
import type { PageText } from '../content/types.ts';
import { pageSetups } from '../pages.ts';

export type PageTextState = { status: 'loading' } | { status: 'ready'; page: PageText } | { status: 'failed' };

/**
 * One page's own words (its key group, pages.ts), fetched when the page opens beside its widgets (one route serves all
 * twenty pages, so the route cannot name the group), in the UI language only and again when it changes; `retry`
 * after a failed fetch.
 */
export function usePageText(id: PublicPageId): { state: PageTextState; retry: () => void } {
  const { t, i18n } = useTranslation();
  const lng = useLocale();
  const group = pageSetups[id].texts;
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    let current = true;
    setFailed(false);
    loadTextGroups([group], { only: lng }).then(
      () => current && setLoads((n) => n + 1),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [group, lng, attempt]);
  // Ready once the group is in the store in the language shown (right after a switch it may not be yet).
  const present = i18n.getResource(lng, 'translation', group) !== undefined;
  const state = useMemo<PageTextState>(
    () => (present ? { status: 'ready', page: groupTexts<PageText>(t, group) } : { status: failed ? 'failed' : 'loading' }),
    // loads: a fetch that completed re-reads the store.
    [present, failed, t, group, lng, loads],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
