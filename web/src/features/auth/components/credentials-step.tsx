import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChosenUniversity } from '../machines/registration.types.ts';
import type { EmailProblem, PasswordProblem } from '../utils/email-rule.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { SocialButtons } from './social-buttons.tsx';

interface Props {
  initialEmail: string;
  /** Kept in memory when the student comes back to this step (expired code, another address). */
  initialPassword: string;
  emailError: EmailProblem | null;
  passwordError: PasswordProblem | null;
  busy: boolean;
  university: ChosenUniversity | null;
  invite: string | undefined;
  onSubmit: (values: { email: string; password: string }) => void;
  onBack: () => void;
}

/** Step 2, 'Start Onboarding': university e-mail and password (spec §5 messages come from the machine's checks). */
export function CredentialsStep({ initialEmail, initialPassword, emailError, passwordError, busy, university, invite, onSubmit, onBack }: Props) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState(initialPassword);

  return (
    <div>
      <h1>{t('auth.register.onboarding.title')}</h1>
      <p className="auth-card__lead">{t('auth.register.onboarding.lead', { university: university?.name ?? '' })}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit({ email, password });
        }}
      >
        <div className="field">
          <label htmlFor="register-email">{t('auth.register.onboarding.email')}</label>
          <input
            id="register-email"
            className="input"
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={!!emailError}
            aria-describedby={emailError ? 'register-email-error' : undefined}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <FieldError id="register-email-error" message={emailError && t(`auth.validation.email.${emailError}`)} />
        </div>
        <div className="field">
          <label htmlFor="register-password">{t('auth.register.onboarding.password')}</label>
          <PasswordInput
            id="register-password"
            autoComplete="new-password"
            value={password}
            aria-invalid={!!passwordError}
            aria-describedby={passwordError ? 'register-password-error' : undefined}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <FieldError id="register-password-error" message={passwordError && t(`auth.validation.password.${passwordError}`)} />
        </div>
        <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy} data-testid="register-submit">
          {busy ? t('common.loading') : t('auth.register.onboarding.register')}
        </button>
      </form>
      <SocialButtons university={university} invite={invite} />
      <div className="auth-actions">
        <button type="button" className="link-button" onClick={onBack}>
          {t('auth.register.back')}
        </button>
      </div>
    </div>
  );
}
