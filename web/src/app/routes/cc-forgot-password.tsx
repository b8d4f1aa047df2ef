import { CcForgotForm } from '../../features/career-center/components/cc-forgot-form.tsx';

export default function CcForgotPasswordRoute() {
  return <CcForgotForm />;
}
