import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { REPORT_REASONS, reportMessage, type Inbox, type ReportReason } from '../api/messaging.ts';

/** Reports one message of the other side to the platform's admins, with a reason. */
export function ReportForm({ inbox, conversationId, messageId, onDone }: { inbox: Inbox; conversationId: string; messageId: string; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await reportMessage(inbox, conversationId, messageId, reason).catch(() => null);
    setBusy(false);
    if (!answer?.ok) return toast.error(t('messaging.report.failed'));
    toast.success(t('messaging.report.sent'));
    onDone();
  };
  return (
    <form className="chat-report" onSubmit={(e) => void submit(e)} data-testid="chat-report-form">
      <label htmlFor={id}>{t('messaging.report.reason')}</label>
      <select id={id} value={reason} onChange={(e) => setReason(e.target.value as ReportReason)} data-testid="chat-report-reason">
        {REPORT_REASONS.map((r) => (
          <option key={r} value={r}>
            {t(`messaging.report.reasons.${r}`)}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--primary button--small" disabled={busy} data-testid="chat-report-send">
        {t('messaging.report.send')}
      </button>
      <button type="button" className="button button--secondary button--small" onClick={onDone}>
        {t('messaging.report.cancel')}
      </button>
    </form>
  );
}
