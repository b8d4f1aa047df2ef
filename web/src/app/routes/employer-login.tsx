import { EmployerLogin } from '../../features/employer/components/employer-login.tsx';

export default function EmployerLoginRoute() {
  return <EmployerLogin />;
}
