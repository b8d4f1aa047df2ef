import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { decideRequests } from '../api/hosted-events.ts';
import type { Attendee } from '../api/hosted-event-schema.ts';
import { personName } from './person-name.ts';

interface Props {
  eventId: string;
  /** Waiting for a decision, and declined (a declined request may still be approved). */
  requests: Attendee[];
  /** Closed events (over or cancelled) take no decisions. */
  open: boolean;
  onDecided: () => void;
}

/**
 * The requests of an approval event: each approved or declined on its own, or several ticked and decided at once
 * (POST /api/event/requests/decide with userIds). Students are told by mail and on their page.
 */
export function RequestsPanel({ eventId, requests, open, onDecided }: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const pending = requests.filter((r) => r.status === 'pending');
  const declined = requests.filter((r) => r.status === 'declined');
  const ticked = pending.filter((r) => chosen.has(r.uniqueId)).map((r) => r.uniqueId);

  const decide = async (userIds: string[], decision: 'approve' | 'decline') => {
    setBusy(true);
    try {
      const outcome = await decideRequests(eventId, userIds, decision);
      if (outcome.ok) {
        toast.success(t(decision === 'approve' ? 'hostedEvents.requests.approvedToast' : 'hostedEvents.requests.declinedToast', { count: userIds.length }));
        setChosen(new Set());
        onDecided();
      } else toast.error(outcome.code === 'EVENT_CLOSED' ? t('hostedEvents.requests.closed') : t('hostedEvents.requests.failed'));
    } catch {
      toast.error(t('hostedEvents.requests.failed'));
    }
    setBusy(false);
  };
  const toggle = (id: string, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <section className="hosted-panel" aria-labelledby="requests-title" data-testid="event-requests">
      <h2 id="requests-title" className="hosted-panel__title">
        {t('hostedEvents.requests.title')} <span className="hosted-section__count">{pending.length}</span>
      </h2>
      {pending.length === 0 ? (
        <p className="muted" data-testid="event-requests-empty">
          {t('hostedEvents.requests.none')}
        </p>
      ) : (
        <>
          {open && (
            <div className="hosted-bulk" role="group" aria-label={t('hostedEvents.requests.bulkLabel')}>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={ticked.length === pending.length}
                  onChange={(e) => setChosen(e.currentTarget.checked ? new Set(pending.map((r) => r.uniqueId)) : new Set())}
                  data-testid="requests-select-all"
                />
                {t('hostedEvents.requests.selectAll')}
              </label>
              <button type="button" className="button button--primary button--small" disabled={busy || ticked.length === 0} onClick={() => void decide(ticked, 'approve')} data-testid="requests-approve-selected">
                {t('hostedEvents.requests.approveSelected', { count: ticked.length })}
              </button>
              <button type="button" className="button button--secondary button--small" disabled={busy || ticked.length === 0} onClick={() => void decide(ticked, 'decline')} data-testid="requests-decline-selected">
                {t('hostedEvents.requests.declineSelected', { count: ticked.length })}
              </button>
            </div>
          )}
          <ul className="hosted-people" role="list">
            {pending.map((r) => (
              <li key={r.uniqueId} className="hosted-person" data-testid="event-request">
                {open && (
                  <input
                    type="checkbox"
                    className="hosted-person__tick"
                    checked={chosen.has(r.uniqueId)}
                    onChange={(e) => toggle(r.uniqueId, e.currentTarget.checked)}
                    aria-label={t('hostedEvents.requests.select', { name: personName(t, r) })}
                  />
                )}
                <div className="hosted-person__who">
                  <strong>{personName(t, r)}</strong>
                  {r.university && <span className="muted">{r.university}</span>}
                </div>
                {open && (
                  <div className="hosted-person__actions">
                    <button type="button" className="button button--primary button--small" disabled={busy} onClick={() => void decide([r.uniqueId], 'approve')} data-testid="request-approve">
                      {t('hostedEvents.requests.approve')}
                      <span className="visually-hidden">: {personName(t, r)}</span>
                    </button>
                    <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => void decide([r.uniqueId], 'decline')} data-testid="request-decline">
                      {t('hostedEvents.requests.decline')}
                      <span className="visually-hidden">: {personName(t, r)}</span>
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {declined.length > 0 && (
        <details className="hosted-declined">
          <summary>{t('hostedEvents.requests.declined', { count: declined.length })}</summary>
          <ul className="hosted-people" role="list">
            {declined.map((r) => (
              <li key={r.uniqueId} className="hosted-person">
                <div className="hosted-person__who">
                  <strong>{personName(t, r)}</strong>
                  {r.university && <span className="muted">{r.university}</span>}
                </div>
                {open && (
                  <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => void decide([r.uniqueId], 'approve')}>
                    {t('hostedEvents.requests.approveAfterAll')}
                    <span className="visually-hidden">: {personName(t, r)}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
