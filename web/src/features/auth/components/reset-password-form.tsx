import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '../../../config/paths.ts';
import { clearSession } from '../../../lib/app-state.ts';
import { resetPassword } from '../api/reset-password.ts';
import { checkPassword } from '../utils/email-rule.ts';
import { FieldError } from './field-error.tsx';
import { PasswordInput } from './password-input.tsx';
import './auth.css';

/** /student/recover/:uniqueId: a new password; success ends every session and leads to /login. */
export function ResetPasswordForm({ uniqueId }: { uniqueId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [dead, setDead] = useState<'expired' | 'invalid' | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = t('auth.reset.documentTitle');
  }, [t]);

  const submit = async () => {
    const problem = checkPassword(password);
    setError(problem && t(`auth.validation.password.${problem}`));
    if (problem) return;
    setBusy(true);
    try {
      const answer = await resetPassword({ uniqueId, password });
      if (answer.msg === 'success') {
        clearSession(); // the server ended all sessions, this one included
        toast.success(t('auth.reset.done'));
        void navigate(paths.login.href(), { replace: true });
      } else if (answer.msg === 'expired' || answer.msg === 'invalid') setDead(answer.msg);
      else if (answer.msg === 'weak password') setError(answer.message || t('auth.validation.password.short'));
      else toast.error(t('auth.reset.failed'));
    } catch {
      toast.error(t('auth.reset.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-page">
      <div className="auth-card">
        <h1>{t('auth.reset.title')}</h1>
        {dead ? (
          <div className="alert alert--error" role="alert" data-testid="reset-dead">
            <p>
              {t(dead === 'expired' ? 'auth.reset.expired' : 'auth.reset.invalid')}{' '}
              <Link to={paths.forgotPassword.href()}>{t('auth.reset.requestNew')}</Link>
            </p>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <p className="auth-card__lead">{t('auth.reset.lead')}</p>
            <div className="field">
              <label htmlFor="reset-password">{t('auth.reset.password')}</label>
              <PasswordInput id="reset-password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
              <FieldError id="reset-password-error" message={error} />
            </div>
            <button type="submit" className="button button--primary button--block" disabled={busy} data-testid="reset-submit">
              {t('auth.reset.submit')}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
