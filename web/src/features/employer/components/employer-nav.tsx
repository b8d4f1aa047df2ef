import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';

/** The employer area's own navigation (overview, team). */
export function EmployerNav() {
  const { t } = useTranslation();
  return (
    <nav className="employer-nav" aria-label={t('employer.nav.label')}>
      <NavLink end to={paths.employerArea.dashboard.href()} className="employer-nav__link">
        {t('employer.nav.overview')}
      </NavLink>
      <NavLink to={paths.employerArea.jobPosts.href()} className="employer-nav__link" data-testid="employer-nav-jobs">
        {t('jobs.posts.title')}
      </NavLink>
      <NavLink to={paths.employerArea.team.href()} className="employer-nav__link" data-testid="employer-nav-team">
        {t('employer.nav.team')}
      </NavLink>
      <NavLink to={paths.employerArea.settings.href()} className="employer-nav__link" data-testid="employer-nav-settings">
        {t('settings.title')}
      </NavLink>
    </nav>
  );
}
