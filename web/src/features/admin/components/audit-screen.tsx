import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/date-format.ts';
import { toast } from '../../../lib/toast.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { AUDIT_KINDS, listAuditActions, type AuditEntry, type AuditFilter, type AuditPage } from '../api/admin-audit.ts';

const noFilter: AuditFilter = { adminId: '', kind: '', from: '', to: '' };
// Older pages the admin asked for, kept with the filter they belong to so a new filter starts from its first page.
type Older = { key: string; actions: AuditEntry[]; next: number | null };

/** Every admin action from the log, newest first: who did what, about which, when and why; filter and page back. */
export function AuditScreen() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<AuditFilter>(noFilter);
  const key = JSON.stringify(filter);
  const first = useOutcome(key, () => listAuditActions(filter));
  const [older, setOlder] = useState<Older | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // The admins to filter by stay offered while the next filter's page loads.
  const [lastAdmins, setLastAdmins] = useState<AuditPage['admins']>([]);
  const answered = first.status === 'ready' ? first.value.admins : null;
  useEffect(() => {
    if (answered) setLastAdmins(answered);
  }, [answered]);
  const admins = answered ?? lastAdmins;
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const mine = older?.key === key ? older : null;
  const actions = first.status === 'ready' ? [...first.value.actions, ...(mine?.actions ?? [])] : [];
  const next = mine ? mine.next : first.status === 'ready' ? first.value.next : null;
  const change = (field: keyof AuditFilter, value: string) => setFilter((f) => ({ ...f, [field]: value }));

  const loadMore = async () => {
    if (next === null) return;
    setLoadingMore(true);
    const answer = await listAuditActions(filter, next).catch(() => null);
    setLoadingMore(false);
    if (!answer?.ok) return toast.error(t('admin.audit.moreFailed'));
    setOlder({ key, actions: [...(mine?.actions ?? []), ...answer.value.actions], next: answer.value.next });
  };

  return (
    <section aria-labelledby="admin-audit-title" data-testid="admin-audit">
      <h1 id="admin-audit-title">{t('admin.audit.title')}</h1>
      <p className="muted">{t('admin.audit.lead')}</p>
      <div className="admin-audit__filters" role="group" aria-label={t('admin.audit.filter')}>
        <div className="field">
          <label htmlFor="audit-admin">{t('admin.audit.admin')}</label>
          <select id="audit-admin" className="input" value={filter.adminId} onChange={(e) => change('adminId', e.currentTarget.value)}>
            <option value="">{t('admin.audit.allAdmins')}</option>
            {admins.map((a) => (
              <option key={a.adminId} value={a.adminId}>
                {a.email}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-kind">{t('admin.audit.kind')}</label>
          <select id="audit-kind" className="input" value={filter.kind} onChange={(e) => change('kind', e.currentTarget.value)}>
            <option value="">{t('admin.audit.allKinds')}</option>
            {AUDIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`admin.audit.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-from">{t('admin.audit.from')}</label>
          <input id="audit-from" className="input" type="date" value={filter.from} max={filter.to || undefined} onChange={(e) => change('from', e.currentTarget.value)} />
        </div>
        <div className="field">
          <label htmlFor="audit-to">{t('admin.audit.to')}</label>
          <input id="audit-to" className="input" type="date" value={filter.to} min={filter.from || undefined} onChange={(e) => change('to', e.currentTarget.value)} />
        </div>
      </div>

      {first.status === 'loading' && (
        <p className="muted" role="status">
          {t('admin.audit.loading')}
        </p>
      )}
      {first.status === 'failed' && (
        <div className="alert alert--error" role="alert">
          <p>{t('admin.audit.loadFailed')}</p>
          <button type="button" className="button button--secondary button--small" onClick={first.reload}>
            {t('admin.companies.retry')}
          </button>
        </div>
      )}
      {first.status === 'ready' && actions.length === 0 && <p data-testid="admin-audit-empty">{t('admin.audit.empty')}</p>}
      {actions.length > 0 && (
        <ul className="admin-reports" data-testid="admin-audit-list">
          {actions.map((a) => (
            <li key={a.position} className="admin-report" data-testid="admin-audit-entry">
              <p className="admin-report__meta">
                <time dateTime={a.at}>{format.format(new Date(a.at))}</time> · {a.admin}
              </p>
              <p className="admin-audit__action">
                <strong>{t(`admin.audit.actions.${a.action}`, { defaultValue: a.action })}</strong>{' '}
                <span className="muted">
                  ({t(`admin.audit.kinds.${a.kind}`, { defaultValue: a.kind })} {a.subjectId})
                </span>
              </p>
              {a.reason && <p className="admin-report__text">{t('admin.audit.reason', { reason: a.reason })}</p>}
            </li>
          ))}
        </ul>
      )}
      {first.status === 'ready' && next !== null && (
        <button type="button" className="button button--secondary" disabled={loadingMore} onClick={() => void loadMore()} data-testid="admin-audit-more">
          {t(loadingMore ? 'admin.audit.loadingMore' : 'admin.audit.more')}
        </button>
      )}
    </section>
  );
}
