import { useParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { InvitePage } from '../../features/challenges/components/invite-page.tsx';
import { useSession } from '../../lib/session.ts';

/** /invite/{link}: a firm's invitation to a challenge. */
export default function ChallengeInviteRoute() {
  const { link = '' } = useParams();
  const session = useSession();
  return <InvitePage link={link} signedInStudent={session?.kind === 'student'} challengeHref={paths.challenges.page.href} />;
}
