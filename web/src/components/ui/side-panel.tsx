import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: ReactNode;
  testId?: string;
}

/**
 * A modal panel sliding in from the right: role=dialog, focus moves in and is trapped, Esc and the backdrop close it,
 * focus returns to whatever opened it, and the page behind does not scroll.
 */
export function SidePanel({ open, onClose, labelledBy, children, testId }: Props) {
  const { t } = useTranslation();

  return (
    <Modal open={open} onClose={onClose} className="side-panel" labelledBy={labelledBy} testId={testId}>
      <button type="button" className="side-panel__close icon-button" onClick={onClose} aria-label={t('common.close')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {children}
    </Modal>
  );
}
