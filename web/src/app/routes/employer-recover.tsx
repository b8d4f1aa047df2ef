import { useParams } from 'react-router-dom';
import { EmployerRecover } from '../../features/employer/components/employer-recover.tsx';

export default function EmployerRecoverRoute() {
  const { uniqueId = '' } = useParams();
  return <EmployerRecover key={uniqueId} uniqueId={uniqueId} />;
}
