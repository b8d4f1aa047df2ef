import { useParams } from 'react-router-dom';
import { RoleConfirm } from '../../features/employer/components/role-confirm.tsx';

export default function EmployerConfirmRoleRoute() {
  const { role = '' } = useParams();
  return <RoleConfirm key={role} role={role} />;
}
