import { useNavigate } from 'react-router-dom';
import { ResetPasswordCard } from '../../../components/auth/reset-password-card.tsx';
import { paths } from '../../../config/paths.ts';
import { endSession, getSession } from '../../../lib/session.ts';
import { resetPassword } from '../api/reset-password.ts';
import { checkPassword } from '../utils/work-email.ts';

/** /employer/recover/:uniqueId: a new password; the server ends every session, so sign in again. */
export function EmployerRecover({ uniqueId }: { uniqueId: string }) {
  const navigate = useNavigate();
  return (
    <ResetPasswordCard
      submit={(password) => resetPassword({ uniqueId, password })}
      check={checkPassword}
      forgotHref={paths.employerArea.forgotPassword.href()}
      onDone={() => {
        if (getSession()?.kind === 'employer') endSession();
        void navigate(paths.employerArea.login.href(), { replace: true });
      }}
    />
  );
}
