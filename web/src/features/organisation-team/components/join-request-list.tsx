import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { decideJoinRequest, getJoinRequests, type JoinRequest } from '../api/join-requests.ts';
import { fullName } from '../utils/team.ts';

/**
 * People waiting to join the organisation (career center staff ask at registration, issue 22), for its owners and
 * admins: accept (they become members; `onDecided` reloads the team) or decline. Nothing shows when no one waits.
 */
export function JoinRequestList({ organisationId, onDecided }: { organisationId: string; onDecided: () => void }) {
  const { t } = useTranslation();
  const [requests, setRequests] = useState<JoinRequest[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    getJoinRequests(organisationId)
      .then((found) => live && setRequests(found))
      .catch(() => live && setRequests([]));
    return () => {
      live = false;
    };
  }, [organisationId, round]);

  const decide = useCallback(
    async (request: JoinRequest, accept: boolean) => {
      const name = fullName(request) || request.email;
      setBusy(request.uniqueId);
      const ok = await decideJoinRequest(organisationId, request.uniqueId, accept).catch(() => false);
      setBusy(null);
      if (!ok) return toast.error(t('employer.team.failed'));
      toast.success(t(accept ? 'employer.team.requests.accepted' : 'employer.team.requests.declined', { name }));
      setRound((r) => r + 1);
      onDecided();
    },
    [organisationId, onDecided, t],
  );

  if (requests.length === 0) return null;
  return (
    <>
      <h3 className="team-panel__heading">{t('employer.team.requests.title')}</h3>
      <ul className="team-list" data-testid="team-join-requests">
        {requests.map((r) => {
          const name = fullName(r) || r.email;
          return (
            <li key={r.uniqueId} className="team-list__item" data-testid="team-join-request">
              <span className="team-list__who">
                <span className="team-list__name">{name}</span>
                <span className="team-list__email muted">{r.email}</span>
              </span>
              <span className="team-list__actions">
                <button type="button" className="button button--primary button--small" disabled={busy === r.uniqueId} aria-label={t('employer.team.requests.acceptOf', { name })} onClick={() => void decide(r, true)}>
                  {t('employer.team.requests.accept')}
                </button>
                <button type="button" className="button button--secondary button--small" disabled={busy === r.uniqueId} aria-label={t('employer.team.requests.declineOf', { name })} onClick={() => void decide(r, false)}>
                  {t('employer.team.requests.decline')}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
