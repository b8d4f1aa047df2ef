import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTextGroups, type TextGroup } from './text-groups.ts';
import { useLocale } from './use-locale.ts';

export type TextGroupStatus = 'loading' | 'ready' | 'failed';

/**
 * A key group fetched by a screen itself, in the UI language only (`loadTextGroups(…, { only })`), for long texts
 * every language has in full and a screen whose group depends on its props (a legal page, a public page's words):
 * fetched again when the language changes, 'ready' only while the group is in the store in the language shown (right
 * after a switch it may not be yet); `retry` after a failed fetch.
 */
export function useTextGroup(group: TextGroup): { status: TextGroupStatus; retry: () => void } {
  const { i18n } = useTranslation();
  const lng = useLocale();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [, setLoads] = useState(0);

  useEffect(() => {
    let current = true;
    setFailed(false);
    loadTextGroups([group], { only: lng }).then(
      () => current && setLoads((n) => n + 1), // render again: the store now holds it
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [group, lng, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const present = i18n.getResource(lng, 'translation', group) !== undefined;
  return { status: present ? 'ready' : failed ? 'failed' : 'loading', retry };
}
