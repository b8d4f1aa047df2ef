import { useCallback, useEffect, useState } from 'react';
import { getInvitation, type Invitation, type InvitationLink } from '../api/get-invitation.ts';

export type InvitationState = { status: 'loading' } | { status: 'invalid' } | { status: 'failed' } | { status: 'ready'; invitation: Invitation };

export function useInvitation(link: InvitationLink) {
  const [state, setState] = useState<InvitationState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const { organisationId, dsa, invitationId } = link;

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    getInvitation({ organisationId, dsa, invitationId })
      .then((invitation) => {
        if (live) setState(invitation ? { status: 'ready', invitation } : { status: 'invalid' });
      })
      .catch(() => {
        if (live) setState({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [organisationId, dsa, invitationId, version]);

  return { state, retry: useCallback(() => setVersion((v) => v + 1), []) };
}
