import { useNavigate } from 'react-router-dom';
import { ResetPasswordCard } from '../../../components/auth/reset-password-card.tsx';
import { paths } from '../../../config/paths.ts';
import { endSession } from '../../../lib/session.ts';
import { resetPassword } from '../api/reset-password.ts';
import { checkPassword } from '../utils/email-rule.ts';

/** /student/recover/:uniqueId: a new password; success ends every session and leads to /login. */
export function ResetPasswordForm({ uniqueId }: { uniqueId: string }) {
  const navigate = useNavigate();
  return (
    <ResetPasswordCard
      submit={(password) => resetPassword({ uniqueId, password })}
      check={checkPassword}
      forgotHref={paths.forgotPassword.href()}
      onDone={() => {
        endSession(); // the server ended all sessions, this one included
        void navigate(paths.login.href(), { replace: true });
      }}
    />
  );
}
