import { useCallback, useEffect, useState } from 'react';
import { getTeam, type Team } from '../api/get-members.ts';

export type TeamState = { status: 'loading'; team: null } | { status: 'failed'; team: null } | { status: 'ready'; team: Team };

/** The organisation's members and invitations; `reload` after an invitation went out. */
export function useTeam(organisationId: string) {
  const [state, setState] = useState<TeamState>({ status: 'loading', team: null });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading', team: null }));
    getTeam(organisationId)
      .then((team) => live && setState({ status: 'ready', team }))
      .catch(() => live && setState({ status: 'failed', team: null }));
    return () => {
      live = false;
    };
  }, [organisationId, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
