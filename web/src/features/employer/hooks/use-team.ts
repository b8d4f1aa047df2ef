import { useCallback, useEffect, useState } from 'react';
import { getJoinRequests, type JoinRequest } from '../api/get-join-requests.ts';
import { getMembers, type Team } from '../api/get-members.ts';

export type TeamState =
  | { status: 'loading' | 'failed'; team: null; requests: JoinRequest[] }
  | { status: 'ready'; team: Team; requests: JoinRequest[] };

/** The company's members and open invitations, and (for owners and admins) the join requests waiting for them. */
export function useTeam(organisationId: string | null, canManage: boolean) {
  const [state, setState] = useState<TeamState>({ status: 'loading', team: null, requests: [] });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (!organisationId) return undefined;
    let live = true;
    Promise.all([getMembers(organisationId), canManage ? getJoinRequests(organisationId).catch(() => []) : Promise.resolve([])])
      .then(([team, requests]) => {
        if (live) setState({ status: 'ready', team, requests });
      })
      .catch(() => {
        if (live) setState((s) => (s.status === 'ready' ? s : { status: 'failed', team: null, requests: [] }));
      });
    return () => {
      live = false;
    };
  }, [organisationId, canManage, version]);

  return { ...state, reload };
}
