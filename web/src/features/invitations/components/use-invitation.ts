import { answered } from '../../../lib/outcome-request.ts';
import { useOutcome } from '../../../lib/use-outcome.ts';
import { getInvitation, type Invitation, type InvitationLink } from '../api/get-invitation.ts';

export type InvitationState = { status: 'loading' } | { status: 'invalid' } | { status: 'failed' } | { status: 'ready'; invitation: Invitation };

/** The invitation behind a link: invalid for an unknown or expired one (null from the API), failed for anything else. */
export function useInvitation(link: InvitationLink): { state: InvitationState; retry: () => void } {
  const { organisationId, dsa, invitationId } = link;
  const loaded = useOutcome(JSON.stringify([organisationId, dsa, invitationId]), () => answered(getInvitation({ organisationId, dsa, invitationId })));
  const state: InvitationState =
    loaded.status === 'ready'
      ? loaded.value
        ? { status: 'ready', invitation: loaded.value }
        : { status: 'invalid' }
      : loaded.status === 'failed'
        ? { status: 'failed' }
        : { status: 'loading' };
  return { state, retry: loaded.reload };
}
