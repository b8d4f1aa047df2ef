import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JoinRequestRows } from '../../../components/team/join-request-rows.tsx';
import { decideJoinRequest, getJoinRequests, type JoinRequest } from '../api/join-requests.ts';
import { fullName } from '../utils/team.ts';

/**
 * People waiting to join the organisation (career center staff ask at registration, issue 22), for its owners and
 * admins: accept (they become members; `onDecided` reloads the team) or decline. Nothing shows when no one waits.
 */
export function JoinRequestList({ organisationId, onDecided }: { organisationId: string; onDecided: () => void }) {
  const { t } = useTranslation();
  const [requests, setRequests] = useState<JoinRequest[]>([]);
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

  if (requests.length === 0) return null;
  return (
    <>
      <h3 className="team-panel__heading">{t('employer.team.requests.title')}</h3>
      <JoinRequestRows
        requests={requests.map((r) => ({ id: r.uniqueId, name: fullName(r) || r.email, email: r.email }))}
        decide={(id, accept) => decideJoinRequest(organisationId, id, accept)}
        onDecided={() => {
          setRound((r) => r + 1);
          onDecided();
        }}
        look={{ list: 'team-list', item: 'team-list__item', actions: 'team-list__actions' }}
        testIds={{ list: 'team-join-requests', item: 'team-join-request' }}
      />
    </>
  );
}
