import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/modal.tsx';
import { legalPages, legalUpdated, type LegalDocId } from './legal-document.ts';
import { LegalDocumentView } from './legal-document-view.tsx';
import { useLegalDocument } from './use-legal-document.ts';

interface Props {
  doc: LegalDocId;
  onClose: () => void;
}

/**
 * A legal page over the screen the reader is on (the registration step), so nothing typed there is lost: the same
 * text as the page, a close button, Esc and the backdrop close it, and a link opens the page in a new tab.
 * Mounted only while open, so its text is fetched only when someone opens it.
 */
export default function LegalDialog({ doc, onClose }: Props) {
  const { t } = useTranslation();
  const { state, retry } = useLegalDocument(doc);
  const titleId = 'legal-dialog-title';
  // Focus starts on the scrolling text, so arrow keys and Page Down read on at once.
  const bodyRef = useRef<HTMLDivElement>(null);

  return (
    <Modal
      open
      onClose={onClose}
      className="legal-dialog"
      labelledBy={state.status === 'ready' ? titleId : 'legal-dialog-name'}
      initialFocus={bodyRef}
      testId="legal-dialog"
    >
      <div className="legal-dialog__bar">
        <span id="legal-dialog-name" className="legal-dialog__name">
          {t(legalPages[doc].labelKey)}
        </span>
        <button type="button" className="legal-dialog__close" onClick={onClose} aria-label={t('common.close')} data-testid="legal-dialog-close">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div ref={bodyRef} className="legal-dialog__body" tabIndex={-1}>
        {state.status === 'ready' ? (
          <LegalDocumentView doc={state.doc} updated={legalUpdated[doc]} level={2} idPrefix="legal-dialog-" />
        ) : state.status === 'loading' ? (
          <div className="legal-dialog__status" role="status">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('common.loading')}</span>
          </div>
        ) : (
          <div className="alert alert--error" role="alert">
            <span>{t('legal.failed')}</span>
            <button type="button" className="link-button" onClick={retry}>
              {t('common.retry')}
            </button>
          </div>
        )}
        <p className="legal-dialog__page-link">
          <a href={legalPages[doc].href} target="_blank" rel="noopener">
            {t('legal.openPage')}
          </a>
        </p>
      </div>
    </Modal>
  );
}
