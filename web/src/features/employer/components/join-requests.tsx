import { useTranslation } from 'react-i18next';
import { JoinRequestRows } from '../../../components/team/join-request-rows.tsx';
import { decideJoinRequest } from '../api/decide-join-request.ts';
import type { JoinRequest } from '../api/get-join-requests.ts';

/** People who asked to join (same e-mail domain): accept or decline. */
export function JoinRequests({ organisationId, requests, onDecided }: { organisationId: string; requests: JoinRequest[]; onDecided: () => void }) {
  const { t } = useTranslation();
  if (requests.length === 0) return <p className="muted" data-testid="requests-empty">{t('employer.team.requests.empty')}</p>;
  return (
    <JoinRequestRows
      requests={requests.map((r) => ({ id: r.accountId, name: `${r.firstName} ${r.LastName}`.trim() || r.email, email: r.email }))}
      decide={async (id, accept) => (await decideJoinRequest(organisationId, id, accept)).ok}
      onDecided={onDecided}
      look={{ list: 'employer-list', item: 'employer-list__item', actions: 'employer-list__actions' }}
      testIds={{ list: 'requests-list', item: 'request-row' }}
    />
  );
}
