import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { SignInForm } from '../../../components/auth/sign-in-form.tsx';
import { paths } from '../../../config/paths.ts';
import { returnPath } from '../../../lib/return-path.ts';
import { startSession } from '../../../lib/session.ts';
import { loginStaff } from '../api/login.ts';
import { LinkedinButton } from './linkedin-button.tsx';

/** /career-center/login: staff sign in; an address of another audience is pointed to its own sign-in. */
export function CcLoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div data-testid="cc-login">
      <SignInForm
        title={t('careerCenter.login.title')}
        lead={t('careerCenter.login.lead')}
        documentTitle={t('careerCenter.login.documentTitle')}
        forgotHref={paths.careerCenterArea.forgotPassword.href()}
        registerHref={paths.careerCenterArea.register.href()}
        registerLabel={t('careerCenter.login.register')}
        submit={loginStaff}
        onSignedIn={(answer) => {
          startSession({ kind: 'career_center', token: answer.token, uniqueId: answer.uniqueId ?? '' });
          void navigate(returnPath(location.state, paths.careerCenterArea.dashboard.href()), { replace: true });
        }}
        extra={<LinkedinButton mode="login" />}
      />
    </div>
  );
}
