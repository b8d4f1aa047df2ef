import { InvitationInvalid } from '../../features/invitations/components/invitation-states.tsx';

/** /registration/… or /create/profile/… with the wrong number of parts: the invitation cannot be used (issue 26). */
export default function InvitationMalformedRoute() {
  return <InvitationInvalid />;
}
