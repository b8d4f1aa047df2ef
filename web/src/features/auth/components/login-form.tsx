import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { SignInForm } from '../../../components/auth/sign-in-form.tsx';
import { paths } from '../../../config/paths.ts';
import { setAppState } from '../../../lib/app-state.ts';
import { returnPath } from '../../../lib/return-path.ts';
import { startSession } from '../../../lib/session.ts';
import { login } from '../api/login.ts';

/** /login and /student-organization/login (spec §2 Login, §5, §8). */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();

  return (
    <SignInForm
      title={t('auth.login.title')}
      lead={t('auth.login.lead')}
      documentTitle={t('auth.login.documentTitle')}
      forgotHref={paths.forgotPassword.href()}
      registerHref={paths.register.href()}
      submit={login}
      onSignedIn={(answer, email) => {
        startSession({ kind: 'student', token: answer.token, uniqueId: answer.uniqueId ?? '' });
        setAppState({ email });
        void navigate(returnPath(location.state, paths.student.href()), { replace: true });
      }}
    />
  );
}
