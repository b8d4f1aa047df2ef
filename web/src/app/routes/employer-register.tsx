import { EmployerRegistration } from '../../features/employer/components/employer-registration.tsx';

export default function EmployerRegisterRoute() {
  return <EmployerRegistration route="details" />;
}
