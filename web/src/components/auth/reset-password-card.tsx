import { passwordProblem } from '@fast-track/shared/password-rule';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toast } from '../../lib/toast.ts';
import { CardPage } from '../ui/card-page.tsx';
import { FieldError } from '../ui/field-error.tsx';
import { PasswordInput } from '../ui/password-input.tsx';
import type { SignInAnswer } from './auth-answer.ts';
import './auth-forms.css';

// The shared rule's too-long case is left to the server's message: nobody types 257 characters by accident.
function defaultCheck(password: string): 'required' | 'short' | null {
  const problem = passwordProblem(password);
  return problem === 'long' ? null : problem;
}

interface Props {
  submit: (password: string) => Promise<SignInAnswer>;
  /** The audience's password rule; by default required and at least 8 characters. */
  check?: (password: string) => 'required' | 'short' | null;
  forgotHref: string;
  /** After 'success': the server ended every session; the caller ends the local one and goes to its login. */
  onDone: () => void;
}

/**
 * A new password from a mailed link, for every audience: 'success' | 'expired' / 'invalid' / 'invalid link' (the
 * link is dead: ask for a new one) | 'weak password' (the server's message).
 */
export function ResetPasswordCard({ submit, check = defaultCheck, forgotHref, onDone }: Props) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [dead, setDead] = useState<'expired' | 'invalid' | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = t('auth.reset.documentTitle');
  }, [t]);

  const send = async () => {
    const problem = check(password);
    setError(problem && t(`auth.validation.password.${problem}`));
    if (problem) return;
    setBusy(true);
    try {
      const answer = await submit(password);
      if (answer.msg === 'success') {
        toast.success(t('auth.reset.done'));
        onDone();
      } else if (answer.msg === 'expired') setDead('expired');
      else if (answer.msg === 'invalid' || answer.msg === 'invalid link') setDead('invalid');
      else if (answer.msg === 'weak password') setError(answer.message || t('auth.validation.password.short'));
      else toast.error(t('auth.reset.failed'));
    } catch {
      toast.error(t('auth.reset.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <CardPage>
      <h1>{t('auth.reset.title')}</h1>
      {dead ? (
        <div className="alert alert--error" role="alert" data-testid="reset-dead">
          <p>
            {t(dead === 'expired' ? 'auth.reset.expired' : 'auth.reset.invalid')} <Link to={forgotHref}>{t('auth.reset.requestNew')}</Link>
          </p>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <p className="card-page__lead">{t('auth.reset.lead')}</p>
          <div className="field">
            <label htmlFor="reset-password">{t('auth.reset.password')}</label>
            <PasswordInput
              id="reset-password"
              autoComplete="new-password"
              value={password}
              aria-invalid={!!error}
              aria-describedby={error ? 'reset-password-error' : undefined}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <FieldError id="reset-password-error" message={error} />
          </div>
          <button type="submit" className="button button--primary button--block" disabled={busy} data-testid="reset-submit">
            {t('auth.reset.submit')}
          </button>
        </form>
      )}
    </CardPage>
  );
}
