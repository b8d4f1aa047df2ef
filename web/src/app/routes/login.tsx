import { LoginForm } from '../../features/auth/components/login-form.tsx';

export default function LoginRoute() {
  return <LoginForm />;
}
