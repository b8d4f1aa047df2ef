import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  picker: ReactNode;
  other: boolean;
  typedName: string;
  onTypedName: (name: string) => void;
  canNext: boolean;
  onNext: () => void;
}

/** Step 1, 'Let's start': pick a university, or type its name when it is not listed (?other=true). */
export function UniversityStep({ picker, other, typedName, onTypedName, canNext, onNext }: Props) {
  const { t } = useTranslation();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onNext();
      }}
    >
      <h1>{t('auth.register.start.title')}</h1>
      <p className="auth-card__lead">{other ? t('auth.register.start.leadOther') : t('auth.register.start.lead')}</p>
      <div className="field">
        <span className="field__label">{t('auth.register.start.university')}</span>
        {picker}
      </div>
      {other && (
        <div className="field">
          <label htmlFor="university-name">{t('auth.register.start.typeName')}</label>
          <input
            id="university-name"
            className="input"
            value={typedName}
            autoComplete="organization"
            data-testid="university-name"
            onChange={(e) => onTypedName(e.currentTarget.value)}
          />
        </div>
      )}
      <button type="submit" className="button button--primary button--block" disabled={!canNext} data-testid="registration-next">
        {t('auth.register.start.next')}
      </button>
    </form>
  );
}
