import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '../../../config/paths.ts';
import { setAppState, setToken } from '../../../lib/app-state.ts';
import { login } from '../api/login.ts';
import { retryTime } from '../utils/retry-time.ts';
import { FieldError } from './field-error.tsx';
import { PasswordInput } from './password-input.tsx';
import './auth.css';

/** /login and /student-organization/login (spec §2 Login, §5, §8). */
export function LoginForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [limited, setLimited] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = t('auth.login.documentTitle');
  }, [t]);

  const submit = async () => {
    const next = {
      email: email.trim() ? undefined : t('auth.login.emailRequired'),
      password: password ? undefined : t('auth.login.passwordRequired'),
    };
    setErrors(next);
    if (next.email || next.password) return;
    setBusy(true);
    setLimited(null);
    try {
      const answer = await login({ email, password });
      if (answer.msg === 'success' && answer.token) {
        setToken(answer.token);
        setAppState({ studentauth: true, role: 'student', email: email.trim() });
        void navigate(paths.student.href(), { replace: true });
        return;
      }
      if (answer.msg === 'notreg') toast.error(t('auth.login.notRegistered'));
      else if (answer.msg === 'wrongpass') toast.error(t('auth.login.wrongPassword'));
      else if (answer.msg === 'ratelimited' || answer.msg === 'throttled') {
        const message = t('auth.login.rateLimited', retryTime(answer.retryAfter ?? 900, new Date(), i18n.resolvedLanguage ?? 'en'));
        setLimited(message);
        toast.error(message);
      } else toast.error(t('auth.login.error'));
    } catch {
      toast.error(t('auth.login.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-page">
      <div className="auth-card">
        <h1>{t('auth.login.title')}</h1>
        <p className="auth-card__lead">{t('auth.login.lead')}</p>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="field">
            <label htmlFor="login-email">{t('auth.login.email')}</label>
            <input
              id="login-email"
              className="input"
              type="email"
              autoComplete="email"
              value={email}
              aria-invalid={!!errors.email}
              aria-describedby={errors.email ? 'login-email-error' : undefined}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <FieldError id="login-email-error" message={errors.email} />
          </div>
          <div className="field">
            <label htmlFor="login-password">{t('auth.login.password')}</label>
            <PasswordInput
              id="login-password"
              autoComplete="current-password"
              value={password}
              aria-invalid={!!errors.password}
              aria-describedby={errors.password ? 'login-password-error' : undefined}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <FieldError id="login-password-error" message={errors.password} />
          </div>
          {limited && (
            <p className="alert alert--error" role="alert" data-testid="login-rate-limited">
              {limited}
            </p>
          )}
          <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy} data-testid="login-submit">
            {busy ? t('common.loading') : t('auth.login.submit')}
          </button>
        </form>
        <div className="auth-actions">
          <Link to={paths.forgotPassword.href()}>{t('auth.login.forgot')}</Link>
          <Link to={paths.register.href()}>{t('auth.login.register')}</Link>
        </div>
        <nav className="auth-links" aria-label={t('auth.links.nav')}>
          <Link to={paths.terms.href()}>{t('auth.links.terms')}</Link>
          <Link to={paths.privacy.href()}>{t('auth.links.privacy')}</Link>
          <Link to={paths.support.href()}>{t('auth.links.support')}</Link>
        </nav>
      </div>
    </div>
  );
}
