import { ForgotPasswordCard } from '../../../components/auth/forgot-password-card.tsx';
import { paths } from '../../../config/paths.ts';
import { forgotPassword } from '../api/forgot-password.ts';

/** /employer/forgot/password: the mailed link leads to /employer/recover/{id}. */
export function EmployerForgot() {
  return <ForgotPasswordCard submit={forgotPassword} loginHref={paths.employerArea.login.href()} />;
}
