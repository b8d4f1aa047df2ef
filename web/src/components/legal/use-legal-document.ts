import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTextGroups } from '../../lib/text-groups.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { legalDocumentFrom, legalPages, type LegalDocId, type LegalDocument } from './legal-document.ts';

export type LegalDocumentState = { status: 'loading' } | { status: 'ready'; doc: LegalDocument } | { status: 'failed' };

/**
 * Fetches the page's key group in the UI language only (every language has every page in full: a German reader does
 * not download the English text too), again when the language changes; `retry` after a failed fetch.
 */
export function useLegalDocument(doc: LegalDocId): { state: LegalDocumentState; retry: () => void } {
  const { t, i18n } = useTranslation();
  const lng = useLocale();
  const group = legalPages[doc].texts;
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
  const state = useMemo<LegalDocumentState>(
    () => (present ? { status: 'ready', doc: legalDocumentFrom(t, doc) } : { status: failed ? 'failed' : 'loading' }),
    // loads: a fetch that completed re-reads the store.
    [present, failed, t, doc, lng, loads],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
