import { useRef } from 'react';
import { Modal } from './modal.tsx';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** Disables both buttons (e.g. while the confirmed call runs). */
  busy?: boolean;
  testId?: string;
}

/**
 * A centred confirmation (max width 700px): role=dialog with aria-modal, focus starts on Cancel (the safe choice)
 * and is trapped, Esc and the backdrop cancel, focus returns to the opener, the page behind does not scroll.
 */
export function ConfirmDialog({ open, title, body, cancelLabel, confirmLabel, onCancel, onConfirm, busy, testId }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      open={open}
      onClose={onCancel}
      className="confirm-dialog"
      labelledBy="confirm-dialog-title"
      describedBy="confirm-dialog-body"
      initialFocus={cancelRef}
      testId={testId}
    >
      <h2 id="confirm-dialog-title" className="confirm-dialog__title">
        {title}
      </h2>
      <p id="confirm-dialog-body" className="confirm-dialog__body">
        {body}
      </p>
      <div className="confirm-dialog__actions">
        <button ref={cancelRef} type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
