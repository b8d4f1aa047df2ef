import { useTranslation } from 'react-i18next';
import './host-notice.css';

export type HostNoticeKind = 'updated' | 'approved' | 'declined';

/** What the host just did to the event on screen (issue 11): said once, politely, and dismissible. */
export function HostNotice({ kind, onDismiss }: { kind: HostNoticeKind; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={`host-notice host-notice--${kind} container`} role="status" data-testid="host-notice" data-kind={kind}>
      <p>{t(`eventNotices.${kind}`)}</p>
      <button type="button" className="button button--secondary button--small" onClick={onDismiss}>
        {t('eventNotices.dismiss')}
      </button>
    </div>
  );
}

/** A cancelled event's page: it stays readable, but nobody can join it any more. */
export function CancelledNotice() {
  const { t } = useTranslation();
  return (
    <div className="host-notice host-notice--cancelled" role="status" data-testid="event-cancelled">
      <p>{t('eventNotices.cancelled')}</p>
    </div>
  );
}
