import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useAppState, useToken } from '../../lib/app-state.ts';
import { OnlineCount } from './online-count.tsx';
import { BRAND } from '../../config/social.ts';
import { audienceFromPath, type Audience } from './audience-tab.ts';
import { useHeaderStacking } from './use-header-stacking.ts';

const tabs: { id: Audience; href: string; labelKey: string }[] = [
  { id: 'students', href: paths.home.href(), labelKey: 'header.tabs.students' },
  { id: 'employer', href: paths.employer.href(), labelKey: 'header.tabs.employer' },
  { id: 'careerCenters', href: paths.careerCenters.href(), labelKey: 'header.tabs.careerCenters' },
  { id: 'studentOrganisations', href: paths.studentOrganisations.href(), labelKey: 'header.tabs.studentOrganisations' },
];

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = audienceFromPath(pathname);
  const navigate = useNavigate();
  const token = useToken();
  const { user } = useAppState();
  const { ref, stacked } = useHeaderStacking<HTMLDivElement>();

  const logout = async () => {
    // loaded on demand: the HTTP client stays off the first screen
    const { logoutStudent } = await import('../../features/student/logout-student.ts');
    await logoutStudent();
    void navigate(paths.home.href(), { replace: true });
  };

  return (
    <header className={stacked ? 'site-header site-header--stacked' : 'site-header'}>
      <div className="site-header__inner container" ref={ref}>
        <Link to={paths.home.href()} className="brand" aria-label={t('header.homeLink', { brand: BRAND })}>
          <img src="/images/logo.svg" alt="" width={32} height={32} />
          <span className="brand__name">{BRAND}</span>
        </Link>

        <nav className="audience-tabs" aria-label={t('header.audienceNav')}>
          <ul>
            {tabs.map((tab) => (
              <li key={tab.id}>
                <Link
                  to={tab.href}
                  className={tab.id === active ? 'audience-tab audience-tab--active' : 'audience-tab'}
                  aria-current={tab.id === active ? 'page' : undefined}
                  data-testid={`audience-tab-${tab.id}`}
                >
                  {t(tab.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="site-header__actions" aria-label={t('header.mainNav')}>
          <NavLink to={paths.events.href()} className="header-link">
            {t('header.events')}
          </NavLink>
          {token ? (
            <>
              <OnlineCount />
              <Link to={paths.student.href()} className="header-link" data-testid="header-student">
                {user?.firstName || t('header.myAccount')}
              </Link>
              <button type="button" className="button button--secondary button--small" data-testid="header-logout" onClick={() => void logout()}>
                {t('header.logout')}
              </button>
            </>
          ) : (
            <Link to={paths.login.href()} className="button button--primary button--small" data-testid="header-login">
              {t('header.login')}
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
