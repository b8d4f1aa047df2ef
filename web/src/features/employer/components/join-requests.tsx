import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { decideJoinRequest } from '../api/decide-join-request.ts';
import type { JoinRequest } from '../api/get-join-requests.ts';

/** People who asked to join (same e-mail domain): accept or decline. */
export function JoinRequests({ organisationId, requests, onDecided }: { organisationId: string; requests: JoinRequest[]; onDecided: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  if (requests.length === 0) return <p className="muted" data-testid="requests-empty">{t('employer.team.requests.empty')}</p>;

  const decide = async (request: JoinRequest, accept: boolean) => {
    setBusy(request.accountId);
    const name = `${request.firstName} ${request.LastName}`.trim() || request.email;
    try {
      const outcome = await decideJoinRequest(organisationId, request.accountId, accept);
      if (outcome.ok) {
        toast.success(t(accept ? 'employer.team.requests.accepted' : 'employer.team.requests.declined', { name }));
        onDecided();
      } else toast.error(t('employer.team.failed'));
    } catch {
      toast.error(t('employer.team.failed'));
    }
    setBusy(null);
  };

  return (
    <ul className="employer-list" role="list" data-testid="requests-list">
      {requests.map((r) => {
        const name = `${r.firstName} ${r.LastName}`.trim() || r.email;
        return (
          <li key={r.accountId} className="employer-list__item" data-testid="request-row">
            <span className="employer-list__main">
              {name}
              {r.email && name !== r.email && <span className="members-table__email">{r.email}</span>}
            </span>
            <span className="employer-list__actions">
              <button
                type="button"
                className="button button--primary button--small"
                disabled={busy === r.accountId}
                aria-label={t('employer.team.requests.acceptOf', { name })}
                onClick={() => void decide(r, true)}
              >
                {t('employer.team.requests.accept')}
              </button>
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={busy === r.accountId}
                aria-label={t('employer.team.requests.declineOf', { name })}
                onClick={() => void decide(r, false)}
              >
                {t('employer.team.requests.decline')}
              </button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
