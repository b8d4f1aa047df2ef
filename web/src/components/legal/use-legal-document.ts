import { useCallback, useEffect, useState } from 'react';
import { useLocale } from '../../lib/use-locale.ts';
import { loadLegalDocument, type LegalDocId, type LegalDocument } from './legal-document.ts';

export type LegalDocumentState = { status: 'loading' } | { status: 'ready'; doc: LegalDocument } | { status: 'failed' };

/** Loads the page in the UI language, again when the language changes; `retry` after a failed chunk load. */
export function useLegalDocument(doc: LegalDocId): { state: LegalDocumentState; retry: () => void } {
  const lng = useLocale();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LegalDocumentState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadLegalDocument(doc, lng).then(
      (loaded) => current && setState({ status: 'ready', doc: loaded }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [doc, lng, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
