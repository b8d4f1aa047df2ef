import { EmployerForgot } from '../../features/employer/components/employer-forgot.tsx';

export default function EmployerForgotPasswordRoute() {
  return <EmployerForgot />;
}
