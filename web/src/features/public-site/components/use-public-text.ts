import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicPageId } from '@fast-track/shared/public-site';
import { useLocale } from '../../../lib/use-locale.ts';
import { useTextGroup } from '../../../lib/use-text-group.ts';
import { groupTexts } from '../content/texts.ts';
import type { PageText } from '../content/types.ts';
import { pageSetups } from '../pages.ts';

export type PageTextState = { status: 'loading' } | { status: 'ready'; page: PageText } | { status: 'failed' };

/**
 * One page's own words (its key group, pages.ts), fetched by the page beside its widgets in the UI language only:
 * one route serves all twenty pages, so the route cannot name the group.
 */
export function usePageText(id: PublicPageId): { state: PageTextState; retry: () => void } {
  const { t } = useTranslation();
  const lng = useLocale();
  const group = pageSetups[id].texts;
  const { status, retry } = useTextGroup(group);
  // lng: the words are read again in the language switched to.
  const state = useMemo<PageTextState>(() => (status === 'ready' ? { status, page: groupTexts<PageText>(t, group) } : { status }), [status, t, group, lng]);
  return { state, retry };
}
