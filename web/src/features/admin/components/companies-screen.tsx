import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { logout } from '../../../lib/logout.ts';
import { endSession } from '../../../lib/session.ts';
import { decideOrganisation, type Decision } from '../api/decide-organisation.ts';
import {
  AdminSessionEnded,
  listOrganisations,
  REVIEW_KINDS,
  STATUSES,
  type OrganisationKindUnderReview,
  type OrganisationRow,
  type OrganisationStatus,
} from '../api/list-organisations.ts';
import { CompanyCard } from './company-card.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; rows: OrganisationRow[] };
type Asking = { row: OrganisationRow; decision: 'reject' | 'suspend' } | null;

/**
 * The one review queue (issue 26 part 6): companies, career centers and societies by status (pending first), all
 * kinds or one; approve or reject the pending ones, suspend active ones.
 */
export function CompaniesScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<OrganisationStatus>('pending');
  const [kind, setKind] = useState<OrganisationKindUnderReview | ''>('');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const tabRefs = useRef(new Map<OrganisationStatus, HTMLButtonElement>());

  const sessionOver = useCallback(() => {
    toast.error(t('admin.sessionEnded'));
    endSession();
  }, [t]);

  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    listOrganisations(tab, kind)
      .then((rows) => live && setLoaded({ status: 'ready', rows }))
      .catch((error: unknown) => {
        if (!live) return;
        if (error instanceof AdminSessionEnded) sessionOver();
        else setLoaded({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [tab, kind, round, sessionOver]);

  const decide = async (row: OrganisationRow, decision: Decision, reason?: string) => {
    setBusyId(row.organisationId);
    try {
      const ok = await decideOrganisation(row.organisationId, decision, reason);
      if (ok) {
        toast.success(t(`admin.done.${decision}`, { name: row.name }));
        setAsking(null);
        setLoaded((l) => (l.status === 'ready' ? { status: 'ready', rows: l.rows.filter((r) => r.organisationId !== row.organisationId) } : l));
      } else {
        toast.error(t('admin.decisionFailed', { name: row.name }));
        setRound((r) => r + 1);
      }
    } catch (error) {
      if (error instanceof AdminSessionEnded) sessionOver();
      else toast.error(t('admin.decisionFailed', { name: row.name }));
    } finally {
      setBusyId(null);
    }
  };

  // Tabs pattern: arrow keys move between tabs and select (WAI-ARIA automatic activation).
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const index = STATUSES.indexOf(tab);
    const next = e.key === 'ArrowRight' ? index + 1 : e.key === 'ArrowLeft' ? index - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? STATUSES.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const status = STATUSES[(next + STATUSES.length) % STATUSES.length]!;
    setTab(status);
    tabRefs.current.get(status)?.focus();
  };

  return (
    <div className="container page admin-page" data-testid="admin-companies">
      <header className="admin-header">
        <div>
          <p className="eyebrow">{t('admin.eyebrow')}</p>
          <h1 className="page-title">{t('admin.review.title')}</h1>
        </div>
        <button type="button" className="button button--secondary button--small" data-testid="admin-logout" onClick={() => void logout()}>
          {t('admin.logout')}
        </button>
      </header>

      <div className="field admin-review__kind">
        <label htmlFor="admin-review-kind">{t('admin.review.kind')}</label>
        <select id="admin-review-kind" className="input" value={kind} onChange={(e) => setKind(e.currentTarget.value as OrganisationKindUnderReview | '')} data-testid="admin-review-kind">
          <option value="">{t('admin.review.allKinds')}</option>
          {REVIEW_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`admin.review.kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>

      <div className="admin-tabs" role="tablist" aria-label={t('admin.companies.filter')}>
        {STATUSES.map((status) => (
          <button
            key={status}
            ref={(el) => {
              if (el) tabRefs.current.set(status, el);
            }}
            type="button"
            role="tab"
            id={`admin-tab-${status}`}
            aria-selected={tab === status}
            aria-controls="admin-tabpanel"
            tabIndex={tab === status ? 0 : -1}
            className={tab === status ? 'admin-tab admin-tab--active' : 'admin-tab'}
            data-testid={`admin-tab-${status}`}
            onClick={() => setTab(status)}
            onKeyDown={onTabKey}
          >
            {t(`admin.status.${status}`)}
          </button>
        ))}
      </div>

      <div id="admin-tabpanel" role="tabpanel" aria-labelledby={`admin-tab-${tab}`} className="admin-panel">
        {loaded.status === 'loading' && (
          <p className="muted" role="status">
            {t('common.loading')}
          </p>
        )}
        {loaded.status === 'failed' && (
          <div className="alert alert--error" role="alert" data-testid="admin-error">
            <p>{t('admin.review.error')}</p>
            <button type="button" className="button button--secondary button--small" onClick={() => setRound((r) => r + 1)}>
              {t('admin.companies.retry')}
            </button>
          </div>
        )}
        {loaded.status === 'ready' && loaded.rows.length === 0 && (
          <p className="admin-empty muted" data-testid="admin-empty">
            {kind === 'company' ? t(`admin.companies.empty.${tab}`) : t(`admin.review.empty.${tab}`)}
          </p>
        )}
        {loaded.status === 'ready' && loaded.rows.length > 0 && (
          <ul className="admin-list" data-testid="admin-list">
            {loaded.rows.map((row) => (
              <li key={row.organisationId}>
                <CompanyCard
                  row={row}
                  busy={busyId === row.organisationId}
                  onApprove={() => void decide(row, 'approve')}
                  onAsk={(decision) => setAsking({ row, decision })}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      {asking && (
        <ReasonDialog
          key={`${asking.row.organisationId}-${asking.decision}`}
          open
          decision={asking.decision}
          organisationName={asking.row.name}
          busy={busyId === asking.row.organisationId}
          onCancel={() => setAsking(null)}
          onConfirm={(reason) => void decide(asking.row, asking.decision, reason)}
        />
      )}
    </div>
  );
}
