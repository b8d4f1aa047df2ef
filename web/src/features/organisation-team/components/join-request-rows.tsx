import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JoinRequest } from '../../../lib/team.ts';
import { toast } from '../../../lib/toast.ts';
import { decideJoinRequest } from '../api/decide-join-request.ts';
import { displayName } from '../utils/team.ts';

interface Props {
  organisationId: string;
  requests: readonly JoinRequest[];
  onDecided: () => void;
}

/**
 * People who asked to join (same e-mail domain, or career center staff at registration), for the owners and admins:
 * accept (they become members) or decline.
 */
export function JoinRequestRows({ organisationId, requests, onDecided }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);

  if (requests.length === 0) {
    return (
      <p className="muted" data-testid="team-no-join-requests">
        {t('employer.team.requests.empty')}
      </p>
    );
  }

  const answer = async (request: JoinRequest, accept: boolean) => {
    const name = displayName(request);
    setBusy(request.uniqueId);
    const ok = await decideJoinRequest(organisationId, request.uniqueId, accept).catch(() => false);
    setBusy(null);
    if (!ok) return toast.error(t('employer.team.failed'));
    toast.success(t(accept ? 'employer.team.requests.accepted' : 'employer.team.requests.declined', { name }));
    onDecided();
  };

  return (
    <ul className="team-list" role="list" data-testid="team-join-requests">
      {requests.map((r) => {
        const name = displayName(r);
        return (
          <li key={r.uniqueId} className="team-list__item" data-testid="team-join-request">
            <span className="team-list__who">
              <span className="team-list__name">{name}</span>
              {r.email && r.email !== name && <span className="team-list__email muted">{r.email}</span>}
            </span>
            <span className="team-list__actions">
              {([true, false] as const).map((accept) => (
                <button
                  key={String(accept)}
                  type="button"
                  className={`button button--small ${accept ? 'button--primary' : 'button--secondary'}`}
                  disabled={busy === r.uniqueId}
                  aria-label={t(accept ? 'employer.team.requests.acceptOf' : 'employer.team.requests.declineOf', { name })}
                  onClick={() => void answer(r, accept)}
                >
                  {t(accept ? 'employer.team.requests.accept' : 'employer.team.requests.decline')}
                </button>
              ))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
