import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/date-format.ts';
import { toast } from '../../../lib/toast.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { decideMessageReport, listMessageReports, REPORT_STATUSES, type ReportStatus } from '../api/message-reports.ts';

/** Reported messages: what was said, by whom, why it was reported; the admin dismisses the report or removes the message. */
export function ReportsScreen() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<ReportStatus>('open');
  const loaded = useOutcome(status, () => listMessageReports(status));
  const [busy, setBusy] = useState<string | null>(null);
  const decide = async (reportId: string, decision: 'dismissed' | 'removed') => {
    setBusy(reportId);
    const answer = await decideMessageReport(reportId, decision).catch(() => null);
    setBusy(null);
    if (!answer?.ok) return toast.error(t('messaging.admin.failed'));
    toast.success(t(decision === 'removed' ? 'messaging.admin.removedToast' : 'messaging.admin.dismissedToast'));
    loaded.reload();
  };
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="admin-reports-title" data-testid="admin-reports">
      <h1 id="admin-reports-title">{t('messaging.admin.title')}</h1>
      <div className="admin-filter" role="group" aria-label={t('messaging.admin.filter')}>
        {REPORT_STATUSES.map((s) => (
          <button key={s} type="button" className={`admin-tab${status === s ? ' admin-tab--active' : ''}`} aria-pressed={status === s} onClick={() => setStatus(s)}>
            {t(`messaging.admin.status.${s}`)}
          </button>
        ))}
      </div>
      {loaded.status === 'loading' && <p>{t('messaging.admin.loading')}</p>}
      {loaded.status === 'failed' && (
        <div className="alert alert--error" role="alert">
          <p>{t('messaging.admin.loadFailed')}</p>
          <button type="button" className="button button--secondary button--small" onClick={loaded.reload}>
            {t('messaging.list.retry')}
          </button>
        </div>
      )}
      {loaded.status === 'ready' && loaded.value.length === 0 && <p data-testid="admin-reports-empty">{t('messaging.admin.empty')}</p>}
      {loaded.status === 'ready' && loaded.value.length > 0 && (
        <ul className="admin-reports">
          {loaded.value.map((r) => (
            <li key={r.reportId} className="admin-report" data-testid="admin-report">
              <p className="admin-report__meta">
                {t('messaging.admin.meta', { reporter: r.reporter || '—', sender: r.sender || '—', reason: t(`messaging.report.reasons.${r.reason}`, { defaultValue: r.reason }) })}{' '}
                <time dateTime={r.reportedAt}>{format.format(new Date(r.reportedAt))}</time>
              </p>
              <blockquote className="admin-report__text">{r.text || t('messaging.thread.removed')}</blockquote>
              {r.status === 'open' && (
                <div className="admin-report__actions">
                  <button type="button" className="button button--secondary button--small" disabled={busy === r.reportId} onClick={() => void decide(r.reportId, 'dismissed')} data-testid="admin-report-dismiss">
                    {t('messaging.admin.dismiss')}
                  </button>
                  <button type="button" className="button button--primary button--small" disabled={busy === r.reportId} onClick={() => void decide(r.reportId, 'removed')} data-testid="admin-report-remove">
                    {t('messaging.admin.remove')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
