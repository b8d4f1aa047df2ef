import { useParams } from 'react-router-dom';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';

export default function RecoverRoute() {
  const { uniqueId = '' } = useParams();
  return <ResetPasswordForm key={uniqueId} uniqueId={uniqueId} />;
}
