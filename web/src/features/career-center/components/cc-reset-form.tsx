import { useNavigate } from 'react-router-dom';
import { ResetPasswordCard } from '../../../components/auth/reset-password-card.tsx';
import { paths } from '../../../config/paths.ts';
import { endSession, getSession } from '../../../lib/session.ts';
import { resetPassword } from '../api/reset-password.ts';
import { checkPassword } from '../utils/staff-email.ts';

/** /career-center/recover/:uniqueId: a new password; success ends every session and leads to the staff sign-in. */
export function CcResetForm({ uniqueId }: { uniqueId: string }) {
  const navigate = useNavigate();
  return (
    <div data-testid="cc-reset">
      <ResetPasswordCard
        submit={(password) => resetPassword({ uniqueId, password })}
        check={checkPassword}
        forgotHref={paths.careerCenterArea.forgotPassword.href()}
        onDone={() => {
          // the server ended every session of this account; a career-center one in this browser is among them
          if (getSession()?.kind === 'career_center') endSession();
          void navigate(paths.careerCenterArea.login.href(), { replace: true });
        }}
      />
    </div>
  );
}
