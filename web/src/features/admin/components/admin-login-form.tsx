import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPage } from '../../../components/ui/card-page.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { retryTime } from '../../../lib/retry-time.ts';
import { startSession } from '../../../lib/session.ts';
import { adminLogin } from '../api/admin-login.ts';
import { isTotp, TOTP_LENGTH } from '../utils/admin-rules.ts';

interface Errors {
  email?: string;
  password?: string;
  totp?: string;
}

/** E-mail, password and the 6-digit authenticator code → an admin session (this tab only). */
export function AdminLoginForm() {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const next: Errors = {
      email: email.trim() ? undefined : t('admin.login.emailRequired'),
      password: password ? undefined : t('admin.login.passwordRequired'),
      totp: isTotp(totp) ? undefined : t('admin.login.totpInvalid'),
    };
    setErrors(next);
    setProblem(null);
    if (next.email || next.password || next.totp) {
      document.getElementById(next.email ? 'admin-email' : next.password ? 'admin-password' : 'admin-totp')?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await adminLogin({ email, password, totp });
      if (answer.msg === 'success') {
        startSession({ kind: 'admin', token: answer.token, uniqueId: '' });
        return;
      }
      setTotp('');
      setProblem(
        answer.msg === 'invalid'
          ? t('admin.login.invalid')
          : answer.msg === 'throttled'
            ? t('admin.login.throttled', retryTime(answer.retryAfter, new Date(), i18n.resolvedLanguage ?? 'en'))
            : t('admin.login.error'),
      );
    } catch {
      setProblem(t('admin.login.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <CardPage testId="admin-login">
      <h1>{t('admin.login.title')}</h1>
      <p className="card-page__lead">{t('admin.login.lead')}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor="admin-email">{t('admin.login.email')}</label>
          <input
            id="admin-email"
            className="input"
            type="email"
            autoComplete="username"
            value={email}
            aria-invalid={!!errors.email}
            aria-describedby={errors.email ? 'admin-email-error' : undefined}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <FieldError id="admin-email-error" message={errors.email} />
        </div>
        <div className="field">
          <label htmlFor="admin-password">{t('admin.login.password')}</label>
          <PasswordInput
            id="admin-password"
            autoComplete="current-password"
            value={password}
            aria-invalid={!!errors.password}
            aria-describedby={errors.password ? 'admin-password-error' : undefined}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <FieldError id="admin-password-error" message={errors.password} />
        </div>
        <div className="field">
          <label htmlFor="admin-totp">{t('admin.login.totp')}</label>
          <input
            id="admin-totp"
            className="input code-input admin-totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={TOTP_LENGTH}
            value={totp}
            aria-invalid={!!errors.totp}
            aria-describedby={errors.totp ? 'admin-totp-error' : undefined}
            onChange={(e) => setTotp(e.currentTarget.value.replace(/\D/g, '').slice(0, TOTP_LENGTH))}
          />
          <FieldError id="admin-totp-error" message={errors.totp} />
        </div>
        {problem && (
          <p className="alert alert--error" role="alert" data-testid="admin-login-problem">
            {problem}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy} data-testid="admin-login-submit">
          {busy ? t('common.loading') : t('admin.login.submit')}
        </button>
      </form>
    </CardPage>
  );
}
