import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { useCurrentCompany } from '../hooks/use-current-company.ts';

/** The employer area's own navigation (overview, the company page, events, jobs, team, settings). */
export function EmployerNav() {
  const { t } = useTranslation();
  const current = useCurrentCompany();
  return (
    <nav className="employer-nav" aria-label={t('employer.nav.label')}>
      <NavLink end to={paths.employerArea.dashboard.href()} className="employer-nav__link">
        {t('employer.nav.overview')}
      </NavLink>
      {current.status === 'ready' && (
        <NavLink to={paths.employerArea.companyPage.href(current.company.organisationId)} className="employer-nav__link" data-testid="employer-nav-company">
          {t('company.nav')}
        </NavLink>
      )}
      <NavLink to={paths.employerArea.events.href()} className="employer-nav__link" data-testid="employer-nav-events">
        {t('hostedEvents.list.title')}
      </NavLink>
      <NavLink to={paths.employerArea.jobPosts.href()} className="employer-nav__link" data-testid="employer-nav-jobs">
        {t('jobs.posts.title')}
      </NavLink>
      <NavLink to={paths.challenges.list.href()} className="employer-nav__link" data-testid="employer-nav-challenges">
        {t('challenges.employer.title')}
      </NavLink>
      <NavLink to={paths.employerArea.talentPool.href()} className="employer-nav__link" data-testid="employer-nav-talent-pool">
        {t('talentPool.nav')}
      </NavLink>
      <NavLink to={paths.employerArea.chat.href()} className="employer-nav__link" data-testid="employer-nav-chat">
        {t('messaging.nav')}
      </NavLink>
      <NavLink to={paths.employerArea.analytics.href()} className="employer-nav__link" data-testid="employer-nav-analytics">
        {t('analytics.nav')}
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
