import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { forgotPassword } from '../api/forgot-password.ts';
import { FieldError } from './field-error.tsx';
import './auth.css';

/** /forgot/password: asks for a recovery link. The answer never tells whether the address has an account. */
export function ForgotPasswordForm() {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');

  useEffect(() => {
    document.title = t('auth.forgot.documentTitle');
  }, [t]);

  const submit = async () => {
    if (!email.trim()) {
      setError(t('auth.login.emailRequired'));
      return;
    }
    setError(null);
    setState('busy');
    try {
      const answer = await forgotPassword({ email, lng: i18n.resolvedLanguage ?? 'en' });
      setState(answer.msg === 'success' ? 'sent' : 'failed');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="auth-page">
      <div className="auth-card">
        <h1>{t('auth.forgot.title')}</h1>
        {state === 'sent' ? (
          <p className="alert alert--info" role="status" data-testid="forgot-sent">
            {t('auth.forgot.sent', { email: email.trim() })}
          </p>
        ) : (
          <>
            <p className="auth-card__lead">{t('auth.forgot.lead')}</p>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <div className="field">
                <label htmlFor="forgot-email">{t('auth.login.email')}</label>
                <input id="forgot-email" className="input" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
                <FieldError id="forgot-email-error" message={error} />
              </div>
              {state === 'failed' && (
                <p className="alert alert--error" role="alert">
                  {t('auth.forgot.failed')}
                </p>
              )}
              <button type="submit" className="button button--primary button--block" disabled={state === 'busy'} data-testid="forgot-submit">
                {t('auth.forgot.submit')}
              </button>
            </form>
          </>
        )}
        <div className="auth-actions">
          <Link to={paths.login.href()}>{t('auth.forgot.backToLogin')}</Link>
        </div>
      </div>
    </div>
  );
}
