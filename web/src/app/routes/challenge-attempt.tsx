import { useParams } from 'react-router-dom';
import { AttemptPage } from '../../features/challenges/components/attempt-page.tsx';

/** /challenge/attempt/{uniqueId}: behind the student guard; `key` starts a fresh machine for another challenge. */
export default function ChallengeAttemptRoute() {
  const { uniqueId = '' } = useParams();
  return <AttemptPage key={uniqueId} challengeId={uniqueId} />;
}
