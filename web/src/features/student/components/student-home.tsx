import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useLogout, useStudent } from '../hooks/use-student.ts';
import './student.css';

/** /student: for now the greeting and logout (the dashboard is its own issue). */
export function StudentHome() {
  const { t } = useTranslation();
  const { user, status } = useStudent();
  const logout = useLogout();

  useEffect(() => {
    document.title = t('student.documentTitle');
  }, [t]);

  if (!user && status === 'loading') return <PageSpinner />;

  return (
    <div className="container student-page">
      <section className="student-card">
        <p className="eyebrow">{t('student.eyebrow')}</p>
        <h1 data-testid="student-greeting">{t('student.greeting', { name: user?.firstName ?? '' })}</h1>
        <p className="muted">{t('student.welcome')}</p>
        <div className="student-card__actions">
          <Link to={paths.studentSettings.href()} className="button button--secondary">
            {t('student.settingsLink')}
          </Link>
          <button type="button" className="button button--secondary" data-testid="student-logout" onClick={() => void logout()}>
            {t('student.logout')}
          </button>
        </div>
      </section>
    </div>
  );
}
