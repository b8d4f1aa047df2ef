import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/use-locale.ts';
import { useTextGroup } from '../../lib/use-text-group.ts';
import { legalDocumentFrom, legalPages, type LegalDocId, type LegalDocument } from './legal-document.ts';

export type LegalDocumentState = { status: 'loading' } | { status: 'ready'; doc: LegalDocument } | { status: 'failed' };

/** The page in the UI language: its key group in that language only (a German reader does not download the English text). */
export function useLegalDocument(doc: LegalDocId): { state: LegalDocumentState; retry: () => void } {
  const { t } = useTranslation();
  const lng = useLocale();
  const { status, retry } = useTextGroup(legalPages[doc].texts);
  // lng: the page is read again in the language switched to.
  const state = useMemo<LegalDocumentState>(() => (status === 'ready' ? { status, doc: legalDocumentFrom(t, doc) } : { status }), [status, t, doc, lng]);
  return { state, retry };
}
