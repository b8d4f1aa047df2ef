import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { UniversityPicker } from './university-picker.tsx';

/** The section form of the picker (home): pick a university, then 'Register Now'. */
export function UniversitySection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="uni-section" aria-labelledby="uni-section-title">
      <div className="uni-section__copy">
        <h2 id="uni-section-title" className="section-title">{t('universities.section.title')}</h2>
        <p className="muted">{t('universities.section.body')}</p>
      </div>
      <div className="uni-section__form">
        <UniversityPicker />
        <button type="button" className="button button--accent button--large" data-testid="register-now" onClick={() => void navigate(paths.register.href())}>
          {t('universities.section.registerNow')}
        </button>
      </div>
    </section>
  );
}
