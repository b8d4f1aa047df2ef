import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import type { StaffDetails, StaffErrors, StaffUniversity } from '../machines/cc-registration.types.ts';
import { LinkedinButton } from './linkedin-button.tsx';

interface Props {
  university: StaffUniversity | null;
  initial: StaffDetails;
  errors: StaffErrors;
  busy: boolean;
  onSubmit: (values: StaffDetails) => void;
  onBack: () => void;
}

/** Step 2: the staff address (at one of the university's domains), names and a password. */
export function DetailsStep({ university, initial, errors, busy, onSubmit, onBack }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<StaffDetails>(initial);
  const set = (key: keyof StaffDetails) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  const emailError = errors.serverEmail ?? (errors.email && t(`careerCenter.validation.email.${errors.email}`, { domains: university?.domains.join(', ') ?? '' }));
  const passwordError = errors.serverPassword ?? (errors.password && t(`careerCenter.validation.password.${errors.password}`));
  const nameError = (problem: StaffErrors['firstName']) => problem && t(`careerCenter.validation.name.${problem}`);

  // After a refused submit, the first field to fix gets focus (errors arrive with the machine's answer).
  useEffect(() => {
    const first = [
      ['cc-email', errors.email ?? errors.serverEmail],
      ['cc-first-name', errors.firstName],
      ['cc-last-name', errors.lastName],
      ['cc-password', errors.password ?? errors.serverPassword],
    ].find(([, problem]) => problem)?.[0];
    if (first) document.getElementById(first)?.focus();
  }, [errors]);

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(values);
      }}
    >
      <h1>{t('careerCenter.register.details.title')}</h1>
      <p className="card-page__lead">{t('careerCenter.register.details.lead', { university: university?.name ?? '' })}</p>
      <div className="field">
        <label htmlFor="cc-email">{t('careerCenter.register.details.email')}</label>
        <input
          id="cc-email"
          className="input"
          type="email"
          autoComplete="email"
          value={values.email}
          aria-invalid={!!emailError}
          aria-describedby={emailError ? 'cc-email-error' : undefined}
          onChange={set('email')}
        />
        <FieldError id="cc-email-error" message={emailError} />
      </div>
      <div className="card-page__row">
        <div className="field">
          <label htmlFor="cc-first-name">{t('careerCenter.register.details.firstName')}</label>
          <input
            id="cc-first-name"
            className="input"
            autoComplete="given-name"
            value={values.firstName}
            aria-invalid={!!errors.firstName}
            aria-describedby={errors.firstName ? 'cc-first-name-error' : undefined}
            onChange={set('firstName')}
          />
          <FieldError id="cc-first-name-error" message={nameError(errors.firstName)} />
        </div>
        <div className="field">
          <label htmlFor="cc-last-name">{t('careerCenter.register.details.lastName')}</label>
          <input
            id="cc-last-name"
            className="input"
            autoComplete="family-name"
            value={values.lastName}
            aria-invalid={!!errors.lastName}
            aria-describedby={errors.lastName ? 'cc-last-name-error' : undefined}
            onChange={set('lastName')}
          />
          <FieldError id="cc-last-name-error" message={nameError(errors.lastName)} />
        </div>
      </div>
      <div className="field">
        <label htmlFor="cc-password">{t('careerCenter.register.details.password')}</label>
        <PasswordInput
          id="cc-password"
          autoComplete="new-password"
          value={values.password}
          aria-invalid={!!passwordError}
          aria-describedby={passwordError ? 'cc-password-error' : undefined}
          onChange={set('password')}
        />
        <FieldError id="cc-password-error" message={passwordError} />
      </div>
      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy} data-testid="cc-send-code">
        {busy ? t('common.loading') : t('careerCenter.register.details.submit')}
      </button>
      {university && <LinkedinButton mode="register" university={{ name: university.name, area: university.area }} />}
      <div className="card-page__actions">
        <button type="button" className="link-button" onClick={onBack} disabled={busy}>
          {t('careerCenter.register.back')}
        </button>
      </div>
    </form>
  );
}
