import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTextGroups } from '../../lib/text-groups.ts';
import { legalDocumentFrom, legalPages, type LegalDocId, type LegalDocument } from './legal-document.ts';

export type LegalDocumentState = { status: 'loading' } | { status: 'ready'; doc: LegalDocument } | { status: 'failed' };

/**
 * Fetches the page's key group (once; a language switch brings it in the new language before it switches) and reads
 * the page in the UI language; `retry` after a failed fetch.
 */
export function useLegalDocument(doc: LegalDocId): { state: LegalDocumentState; retry: () => void } {
  const { t, i18n } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let current = true;
    setLoaded('loading');
    loadTextGroups([legalPages[doc].texts]).then(
      () => current && setLoaded('ready'),
      () => current && setLoaded('failed'),
    );
    return () => {
      current = false;
    };
  }, [doc, attempt]);

  const state = useMemo<LegalDocumentState>(
    () => (loaded === 'ready' ? { status: 'ready', doc: legalDocumentFrom(t, doc) } : { status: loaded }),
    // i18n.language: `t` reads the language it is called in, so the page is read again after a switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loaded, t, doc, i18n.language],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
