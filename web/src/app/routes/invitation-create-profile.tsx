import { useParams } from 'react-router-dom';
import { CreateProfile } from '../../features/invitations/components/create-profile.tsx';

/** /create/profile/{uniqueId}/{dsa}/{company}/{user}: the uniqueId is the one the invitation pre-assigned. */
export default function InvitationCreateProfileRoute() {
  const { company = '', dsa = '', user = '' } = useParams();
  return <CreateProfile key={`${company}/${dsa}/${user}`} link={{ organisationId: company, dsa, invitationId: user }} />;
}
