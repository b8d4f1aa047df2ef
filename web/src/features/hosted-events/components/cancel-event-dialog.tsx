import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import '../../../components/ui/confirm-dialog.css';
import { MAX_REASON } from '../utils/event-form.ts';

interface Props {
  open: boolean;
  /** Students attending or waiting are told (by mail, with the reason). */
  published: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Cancelling an event: what it means for its students, an optional reason for them, and a clear way back. */
export function CancelEventDialog({ open, published, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const back = useRef<HTMLButtonElement>(null);
  const [reason, setReason] = useState('');
  const tooLong = [...reason.trim()].length > MAX_REASON;

  return (
    <Modal open={open} onClose={onCancel} className="confirm-dialog" labelledBy="cancel-event-title" describedBy="cancel-event-body" initialFocus={back} testId="cancel-event-dialog">
      <h2 id="cancel-event-title" className="confirm-dialog__title">
        {t('hostedEvents.cancel.title')}
      </h2>
      <p id="cancel-event-body" className="confirm-dialog__body">
        {t(published ? 'hostedEvents.cancel.bodyPublished' : 'hostedEvents.cancel.bodyDraft')}
      </p>
      {published && (
        <div className="field hosted-cancel__reason">
          <label htmlFor="cancel-event-reason">{t('hostedEvents.cancel.reason')}</label>
          <textarea
            id="cancel-event-reason"
            className="input"
            rows={3}
            value={reason}
            aria-invalid={tooLong}
            aria-describedby={tooLong ? 'cancel-event-reason-error' : undefined}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          {tooLong && (
            <p id="cancel-event-reason-error" className="field-error" role="alert">
              {t('hostedEvents.cancel.reasonTooLong', { max: MAX_REASON })}
            </p>
          )}
        </div>
      )}
      <div className="confirm-dialog__actions">
        <button ref={back} type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
          {t('hostedEvents.cancel.keep')}
        </button>
        <button type="button" className="button button--danger" onClick={() => onConfirm(reason.trim())} disabled={busy || tooLong} data-testid="cancel-event-confirm">
          {t('hostedEvents.cancel.confirm')}
        </button>
      </div>
    </Modal>
  );
}
