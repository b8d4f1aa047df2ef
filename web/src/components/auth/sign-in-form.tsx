import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from '../../lib/toast.ts';
import { paths } from '../../config/paths.ts';
import { retryTime } from '../../lib/retry-time.ts';
import { isSessionKind, loginOf } from '../../lib/session.ts';
import { CardPage } from '../ui/card-page.tsx';
import { FieldError } from '../ui/field-error.tsx';
import { PasswordInput } from '../ui/password-input.tsx';
import type { SignInAnswer } from './auth-answer.ts';
import './auth-forms.css';

interface Props {
  title: string;
  lead: string;
  documentTitle: string;
  forgotHref: string;
  registerHref: string;
  registerLabel?: string;
  submit: (input: { email: string; password: string }) => Promise<SignInAnswer>;
  /** Called with a 'success' answer that carries a token: start the session and go on. */
  onSignedIn: (answer: SignInAnswer & { token: string }, email: string) => void;
  /** Shown under the form, e.g. an audience's 'Continue with LinkedIn'. */
  extra?: ReactNode;
}

/**
 * E-mail and password sign-in for every audience (spec §2 Login, §5, §8): required fields, 'notreg', 'wrongpass',
 * 'suspended' (an admin suspended the account: docs/admin.md),
 * the rate limit with its retry time (for a limited address: check the inbox for the unlock link), and 'wrongkind'
 * (the address belongs to another audience: link to its login).
 */
export function SignInForm({ title, lead, documentTitle, forgotHref, registerHref, registerLabel, submit, onSignedIn, extra }: Props) {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [limited, setLimited] = useState<string | null>(null);
  const [otherKind, setOtherKind] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  const send = async () => {
    const next = {
      email: email.trim() ? undefined : t('auth.login.emailRequired'),
      password: password ? undefined : t('auth.login.passwordRequired'),
    };
    setErrors(next);
    if (next.email || next.password) return;
    setBusy(true);
    setLimited(null);
    setOtherKind(null);
    try {
      const answer = await submit({ email: email.trim(), password });
      if (answer.msg === 'success' && answer.token) {
        onSignedIn({ ...answer, token: answer.token }, email.trim());
        return;
      }
      if (answer.msg === 'notreg') toast.error(t('auth.login.notRegistered'));
      else if (answer.msg === 'wrongpass') toast.error(t('auth.login.wrongPassword'));
      else if (answer.msg === 'wrongkind' && isSessionKind(answer.kind)) setOtherKind(answer.kind);
      else if (answer.msg === 'suspended') {
        // An admin suspended the account: say so where it stays on screen, not only in a passing toast.
        setLimited(t('auth.login.suspended'));
        toast.error(t('auth.login.suspended'));
      }
      else if (answer.msg === 'ratelimited' || answer.msg === 'throttled') {
        // Limited for this address: its owner has a mailed link that lifts the limit (docs/accounts.md).
        const key = answer.reason === 'address' ? 'auth.login.rateLimitedAddress' : 'auth.login.rateLimited';
        const message = t(key, retryTime(answer.retryAfter ?? 900, new Date(), i18n.resolvedLanguage ?? 'en'));
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
    <CardPage>
      <h1>{title}</h1>
      <p className="card-page__lead">{lead}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send();
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
        {otherKind && isSessionKind(otherKind) && (
          <p className="alert alert--info" role="alert" data-testid="login-wrong-kind">
            <span>
              {t(`account.wrongKind.${otherKind}`)}{' '}
              {loginOf(otherKind) !== '/' && <Link to={loginOf(otherKind)}>{t('account.wrongKind.link')}</Link>}
            </span>
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy} data-testid="login-submit">
          {busy ? t('common.loading') : t('auth.login.submit')}
        </button>
      </form>
      {extra}
      <div className="card-page__actions">
        <Link to={forgotHref}>{t('auth.login.forgot')}</Link>
        <Link to={registerHref}>{registerLabel ?? t('auth.login.register')}</Link>
      </div>
      <nav className="auth-form-links" aria-label={t('auth.links.nav')}>
        <Link to={paths.terms.href()}>{t('auth.links.terms')}</Link>
        <Link to={paths.privacy.href()}>{t('auth.links.privacy')}</Link>
        <Link to={paths.support.href()}>{t('auth.links.support')}</Link>
      </nav>
    </CardPage>
  );
}
