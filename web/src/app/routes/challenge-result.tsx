import { useParams } from 'react-router-dom';
import { ResultPage } from '../../features/challenges/components/result-page.tsx';

/** /challenge/result/{id}: the student's own result (the server answers 404 to anyone else). */
export default function ChallengeResultRoute() {
  const { id = '' } = useParams();
  return <ResultPage resultId={id} />;
}
