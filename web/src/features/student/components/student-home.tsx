import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import type { StoredUser } from '../../../lib/storage.ts';
import { useLogout, useStudent } from '../hooks/use-student.ts';
import './student.css';

/**
 * /student: the greeting with settings and logout; the route puts the dashboard below it (`dashboard`), since
 * features do not import each other.
 */
export function StudentHome({ dashboard }: { dashboard?: (user: StoredUser) => ReactNode }) {
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
        {/* The name the student typed (onboarding, settings); none yet, a neutral welcome, never a guess. */}
        <h1 data-testid="student-greeting">{user?.firstName ? t('student.greeting', { name: user.firstName }) : t('onboarding.neutralGreeting')}</h1>
        <div className="student-card__actions">
          <Link to={paths.studentSettings.href()} className="button button--secondary">
            {t('student.settingsLink')}
          </Link>
          <button type="button" className="button button--secondary" data-testid="student-logout" onClick={() => void logout()}>
            {t('student.logout')}
          </button>
        </div>
      </section>
      {user && dashboard?.(user)}
    </div>
  );
}
