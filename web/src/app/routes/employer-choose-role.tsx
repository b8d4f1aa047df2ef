import { RoleChoice } from '../../features/employer/components/role-choice.tsx';

export default function EmployerChooseRoleRoute() {
  return <RoleChoice />;
}
