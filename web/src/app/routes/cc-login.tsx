import { CcLoginForm } from '../../features/career-center/components/cc-login-form.tsx';

export default function CcLoginRoute() {
  return <CcLoginForm />;
}
