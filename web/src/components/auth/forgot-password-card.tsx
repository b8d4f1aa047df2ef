import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CardPage } from '../ui/card-page.tsx';
import { FieldError } from '../ui/field-error.tsx';
import type { SignInAnswer } from './auth-answer.ts';
import './auth-forms.css';

interface Props {
  submit: (input: { email: string; lng: string }) => Promise<SignInAnswer>;
  loginHref: string;
}

/** Asks for a recovery link, for every audience. The answer never tells whether the address has an account. */
export function ForgotPasswordCard({ submit, loginHref }: Props) {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle');

  useEffect(() => {
    document.title = t('auth.forgot.documentTitle');
  }, [t]);

  const send = async () => {
    if (!email.trim()) {
      setError(t('auth.login.emailRequired'));
      return;
    }
    setError(null);
    setState('busy');
    try {
      const answer = await submit({ email: email.trim(), lng: i18n.resolvedLanguage ?? 'en' });
      setState(answer.msg === 'success' ? 'sent' : 'failed');
    } catch {
      setState('failed');
    }
  };

  return (
    <CardPage>
      <h1>{t('auth.forgot.title')}</h1>
      {state === 'sent' ? (
        <p className="alert alert--info" role="status" data-testid="forgot-sent">
          {t('auth.forgot.sent', { email: email.trim() })}
        </p>
      ) : (
        <>
          <p className="card-page__lead">{t('auth.forgot.lead')}</p>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
            <div className="field">
              <label htmlFor="forgot-email">{t('auth.login.email')}</label>
              <input
                id="forgot-email"
                className="input"
                type="email"
                autoComplete="email"
                value={email}
                aria-invalid={!!error}
                aria-describedby={error ? 'forgot-email-error' : undefined}
                onChange={(e) => setEmail(e.currentTarget.value)}
              />
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
      <div className="card-page__actions">
        <Link to={loginHref}>{t('auth.forgot.backToLogin')}</Link>
      </div>
    </CardPage>
  );
}
