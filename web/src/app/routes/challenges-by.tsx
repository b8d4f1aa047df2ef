import { useParams } from 'react-router-dom';
import { ChallengesByPage } from '../../features/challenges/components/challenges-by-page.tsx';

/** /special/challenges/by/{product}: a track's or a firm's challenges. */
export default function ChallengesByRoute() {
  const { product = '' } = useParams();
  return <ChallengesByPage product={product} />;
}
