import { useParams } from 'react-router-dom';
import { CcResetForm } from '../../features/career-center/components/cc-reset-form.tsx';

export default function CcRecoverRoute() {
  const { uniqueId = '' } = useParams();
  return <CcResetForm key={uniqueId} uniqueId={uniqueId} />;
}
