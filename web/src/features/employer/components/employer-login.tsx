import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { SignInForm } from '../../../components/auth/sign-in-form.tsx';
import { paths } from '../../../config/paths.ts';
import { setAppState } from '../../../lib/app-state.ts';
import { returnPath } from '../../../lib/return-path.ts';
import { startSession } from '../../../lib/session.ts';
import { loginEmployer } from '../api/login.ts';

/** /employer/login: back to where a guard sent the employer away from, else /dashboard. */
export function EmployerLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <SignInForm
      title={t('employer.login.title')}
      lead={t('employer.login.lead')}
      documentTitle={t('employer.login.documentTitle')}
      forgotHref={paths.employerArea.forgotPassword.href()}
      registerHref={paths.employerArea.register.href()}
      registerLabel={t('employer.login.register')}
      submit={loginEmployer}
      onSignedIn={(answer, email) => {
        startSession({ kind: 'employer', token: answer.token, uniqueId: answer.uniqueId ?? '' });
        setAppState({ email });
        void navigate(returnPath(location.state, paths.employerArea.dashboard.href()), { replace: true });
      }}
    />
  );
}
