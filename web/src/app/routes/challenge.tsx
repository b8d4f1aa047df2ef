import { useParams } from 'react-router-dom';
import { ChallengePage } from '../../features/challenges/components/challenge-page.tsx';
import { useRecordView } from '../../lib/page-view.ts';

/** /challenge/{uniqueId}: public. */
export default function ChallengeRoute() {
  const { uniqueId = '' } = useParams();
  useRecordView('challenge', uniqueId);
  return <ChallengePage challengeId={uniqueId} />;
}
