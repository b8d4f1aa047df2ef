import { ForgotPasswordCard } from '../../../components/auth/forgot-password-card.tsx';
import { paths } from '../../../config/paths.ts';
import { forgotPassword } from '../api/forgot-password.ts';

/** /career-center/forgot/password: the mailed link leads to /career-center/recover/{id}. */
export function CcForgotForm() {
  return (
    <div data-testid="cc-forgot">
      <ForgotPasswordCard submit={forgotPassword} loginHref={paths.careerCenterArea.login.href()} />
    </div>
  );
}
