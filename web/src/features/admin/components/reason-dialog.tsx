import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { checkReason, REASON_MAX } from '../utils/admin-rules.ts';
import '../../../components/ui/confirm-dialog.css';

interface Props {
  open: boolean;
  /** suspendAccount: a person's account (the look-up), mailed to that person; the others: an organisation's owners. */
  decision: 'reject' | 'suspend' | 'suspendAccount';
  organisationName: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Asks why a company is rejected or suspended, or an account suspended (required, at most 500 characters; mailed). */
export function ReasonDialog({ open, decision, organisationName, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const length = [...reason.trim()].length;

  const confirm = () => {
    const problem = checkReason(reason);
    setError(problem && t(`admin.reason.${problem}`, { max: REASON_MAX }));
    if (problem) {
      fieldRef.current?.focus();
      return;
    }
    onConfirm(reason.trim());
  };

  return (
    <Modal open={open} onClose={onCancel} className="confirm-dialog" labelledBy="reason-title" describedBy="reason-body" initialFocus={fieldRef} testId="reason-dialog">
      <h2 id="reason-title" className="confirm-dialog__title">
        {t(`admin.reason.${decision}Title`, { name: organisationName })}
      </h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          confirm();
        }}
      >
        <p id="reason-body" className="confirm-dialog__body">
          {t(decision === 'suspendAccount' ? 'admin.reason.accountBody' : 'admin.reason.body')}
        </p>
        <div className="field">
          <label htmlFor="reason-text">{t('admin.reason.label')}</label>
          <textarea
            ref={fieldRef}
            id="reason-text"
            className="input admin-reason"
            rows={4}
            value={reason}
            aria-invalid={!!error}
            aria-describedby={`reason-count${error ? ' reason-error' : ''}`}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <p id="reason-count" className={length > REASON_MAX ? 'admin-counter admin-counter--over' : 'admin-counter muted'}>
            {t('admin.reason.count', { count: length, max: REASON_MAX })}
          </p>
          <FieldError id="reason-error" message={error} />
        </div>
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
            {t('admin.reason.cancel')}
          </button>
          <button type="submit" className="button button--danger" disabled={busy} aria-busy={busy} data-testid="reason-confirm">
            {t(`admin.reason.${decision}Confirm`)}
          </button>
        </div>
      </form>
    </Modal>
  );
}
