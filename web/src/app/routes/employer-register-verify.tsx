import { EmployerRegistration } from '../../features/employer/components/employer-registration.tsx';

export default function EmployerRegisterVerifyRoute() {
  return <EmployerRegistration route="verify" />;
}
