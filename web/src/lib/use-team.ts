import { useCallback, useEffect, useState } from 'react';
import { getJoinRequests, getTeam, type JoinRequest, type Team } from './team.ts';

export type TeamState = { status: 'loading' | 'failed'; team: null; requests: JoinRequest[] } | { status: 'ready'; team: Team; requests: JoinRequest[] };

/**
 * An organisation's members and open invitations and, with `joinRequests` (its owners and admins), who waits to join.
 * A reload keeps what is shown until the answer comes; join requests that fail to load count as none.
 */
export function useTeam(organisationId: string | null, joinRequests: boolean) {
  const [state, setState] = useState<TeamState>({ status: 'loading', team: null, requests: [] });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);

  useEffect(() => {
    if (!organisationId) return undefined;
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading', team: null, requests: [] }));
    Promise.all([getTeam(organisationId), joinRequests ? getJoinRequests(organisationId).catch(() => []) : Promise.resolve([])])
      .then(([team, requests]) => live && setState({ status: 'ready', team, requests }))
      .catch(() => live && setState({ status: 'failed', team: null, requests: [] }));
    return () => {
      live = false;
    };
  }, [organisationId, joinRequests, round]);

  return { ...state, reload };
}
