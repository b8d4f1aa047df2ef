import { useParams } from 'react-router-dom';
import { UnlockLogin } from '../../features/auth/components/unlock-login.tsx';

export default function UnlockRoute() {
  const { uniqueId = '' } = useParams();
  return <UnlockLogin key={uniqueId} uniqueId={uniqueId} />;
}
