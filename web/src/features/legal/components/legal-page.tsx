import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { legalDocIds, legalPages, legalUpdated, type LegalDocId } from '../../../components/legal/legal-document.ts';
import { LegalDocumentView } from '../../../components/legal/legal-document-view.tsx';
import { useLegalDocument } from '../../../components/legal/use-legal-document.ts';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import './legal-page.css';

/** /terms, /privacy, /cookie, /guidelines, /accessibility: the text in the reader's language, its contents, and the other pages. */
export function LegalPage({ doc }: { doc: LegalDocId }) {
  const { t } = useTranslation();
  const { state, retry } = useLegalDocument(doc);
  const { hash } = useLocation();
  const title = state.status === 'ready' ? state.doc.title : t(legalPages[doc].labelKey);

  useEffect(() => {
    document.title = `${title} · Fast-Track`;
  }, [title]);

  // The text arrives after the first render: a link to /privacy#delete scrolls once the section exists.
  useEffect(() => {
    if (state.status !== 'ready' || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [state.status, hash]);

  return (
    <div className="container page legal-page" data-testid={`legal-page-${doc}`}>
      {state.status === 'ready' ? (
        <LegalDocumentView doc={state.doc} updated={legalUpdated[doc]} level={1} idPrefix="" contents />
      ) : state.status === 'loading' ? (
        <PageSpinner />
      ) : (
        <div className="alert alert--error" role="alert">
          <span>{t('legal.failed')}</span>
          <button type="button" className="link-button" onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
      )}
      <nav className="legal-page__others" aria-labelledby="legal-others-title">
        <h2 id="legal-others-title" className="legal-page__others-title">
          {t('legal.otherPages')}
        </h2>
        <ul>
          {legalDocIds
            .filter((other) => other !== doc)
            .map((other) => (
              <li key={other}>
                <Link to={legalPages[other].href}>{t(legalPages[other].labelKey)}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </div>
  );
}
