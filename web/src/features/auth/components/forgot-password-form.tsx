import { ForgotPasswordCard } from '../../../components/auth/forgot-password-card.tsx';
import { paths } from '../../../config/paths.ts';
import { forgotPassword } from '../api/forgot-password.ts';

/** /forgot/password: asks for a recovery link. The answer never tells whether the address has an account. */
export function ForgotPasswordForm() {
  return <ForgotPasswordCard submit={forgotPassword} loginHref={paths.login.href()} />;
}
