import { useParams } from 'react-router-dom';
import { ChallengePage } from '../../features/challenges/components/challenge-page.tsx';

/** /challenge/{uniqueId}: public. */
export default function ChallengeRoute() {
  const { uniqueId = '' } = useParams();
  return <ChallengePage challengeId={uniqueId} />;
}
