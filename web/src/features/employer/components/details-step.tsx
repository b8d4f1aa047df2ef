import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import type { DetailsErrors } from '../machines/employer-registration.types.ts';
import { MAX_NAME_LENGTH } from '../utils/work-email.ts';

interface Props {
  initial: { firstName: string; lastName: string; email: string };
  errors: DetailsErrors;
  busy: boolean;
  onSubmit: (details: { firstName: string; lastName: string; email: string; password: string }) => void;
}

/** Step 1: who you are and your work address (free mail refused at once). */
export function DetailsStep({ initial, errors, busy, onSubmit }: Props) {
  const { t } = useTranslation();
  const [firstName, setFirstName] = useState(initial.firstName);
  const [lastName, setLastName] = useState(initial.lastName);
  const [email, setEmail] = useState(initial.email);
  const [password, setPassword] = useState('');

  const emailError = errors.serverEmail ?? (errors.email && t(`employer.register.errors.email.${errors.email}`));
  const passwordError = errors.serverPassword ?? (errors.password && t(`employer.register.errors.password.${errors.password}`));
  const nameError = (problem: DetailsErrors['firstName']) => problem && t(`employer.register.errors.name.${problem}`, { max: MAX_NAME_LENGTH });

  const field = (id: string, error: string | null | undefined) => ({
    id,
    'aria-invalid': !!error,
    'aria-describedby': error ? `${id}-error` : undefined,
  });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit({ firstName, lastName, email, password });
      }}
    >
      <h1>{t('employer.register.title')}</h1>
      <p className="card-page__lead">{t('employer.register.lead')}</p>
      <div className="card-page__row">
        <div className="field">
          <label htmlFor="employer-first-name">{t('employer.register.firstName')}</label>
          <input
            {...field('employer-first-name', nameError(errors.firstName))}
            className="input"
            autoComplete="given-name"
            value={firstName}
            onChange={(e) => setFirstName(e.currentTarget.value)}
          />
          <FieldError id="employer-first-name-error" message={nameError(errors.firstName)} />
        </div>
        <div className="field">
          <label htmlFor="employer-last-name">{t('employer.register.lastName')}</label>
          <input
            {...field('employer-last-name', nameError(errors.lastName))}
            className="input"
            autoComplete="family-name"
            value={lastName}
            onChange={(e) => setLastName(e.currentTarget.value)}
          />
          <FieldError id="employer-last-name-error" message={nameError(errors.lastName)} />
        </div>
      </div>
      <div className="field">
        <label htmlFor="employer-email">{t('employer.register.email')}</label>
        <input
          {...field('employer-email', emailError)}
          className="input"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <FieldError id="employer-email-error" message={emailError} />
      </div>
      <div className="field">
        <label htmlFor="employer-password">{t('employer.register.password')}</label>
        <PasswordInput
          {...field('employer-password', passwordError)}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <FieldError id="employer-password-error" message={passwordError} />
      </div>
      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy} data-testid="employer-register-submit">
        {busy ? t('common.loading') : t('employer.register.submit')}
      </button>
    </form>
  );
}
