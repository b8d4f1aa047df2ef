import { useParams } from 'react-router-dom';
import { InvitationLanding } from '../../features/invitations/components/invitation-landing.tsx';

/** /registration/{company}/{dsa}/{user}: company is the organisationId, user the invitationId. */
export default function InvitationLandingRoute() {
  const { company = '', dsa = '', user = '' } = useParams();
  return <InvitationLanding key={`${company}/${dsa}/${user}`} link={{ organisationId: company, dsa, invitationId: user }} />;
}
