import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import type { StaffUniversity } from '../machines/cc-registration.flow.ts';

interface Props {
  picker: ReactNode;
  /** What the picker stored (may be 'other'); null before any choice. */
  chosenName: string | null;
  university: StaffUniversity | null;
  canNext: boolean;
  onNext: () => void;
}

/** Step 1: the university whose career center this is. Staff are verified by the university's e-mail domains. */
export function UniversityStep({ picker, chosenName, university, canNext, onNext }: Props) {
  const { t } = useTranslation();
  // 'other' or a listed university without known domains: nobody can be verified automatically
  const unverifiable = chosenName !== null && (chosenName === 'other' || (university !== null && university.domains.length === 0));

  return (
    <div>
      <h1>{t('careerCenter.register.university.title')}</h1>
      <p className="card-page__lead">{t('careerCenter.register.university.lead')}</p>
      <div className="field">
        <span className="field__label" id="cc-university-label">
          {t('careerCenter.register.university.label')}
        </span>
        <div role="group" aria-labelledby="cc-university-label">
          {picker}
        </div>
      </div>
      {unverifiable && (
        <div className="alert alert--info" role="status" data-testid="cc-no-domains">
          <p>
            {t('careerCenter.register.university.noDomains')}{' '}
            <Link to={paths.careerCenterArea.contact.href()}>{t('careerCenter.register.university.contactSupport')}</Link>
          </p>
        </div>
      )}
      {university && university.domains.length > 0 && (
        <p className="muted cc-domains" data-testid="cc-domains">
          {t('careerCenter.register.university.domains', { domains: university.domains.join(', ') })}
        </p>
      )}
      <button type="button" className="button button--primary button--block" disabled={!canNext} data-testid="cc-next" onClick={onNext}>
        {t('careerCenter.register.next')}
      </button>
    </div>
  );
}
