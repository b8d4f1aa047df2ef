import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { BRAND } from '../../config/social.ts';
import { useAppState } from '../../lib/app-state.ts';
import { homeOf, useSession, type SessionKind } from '../../lib/session.ts';
import { useAccount } from '../../lib/use-account.ts';
import { AccountMenu } from './account-menu.tsx';
import { audienceFromPath, type Audience } from './audience-tab.ts';
import { initialsOf } from './initials.ts';
import { OnlineCount } from './online-count.tsx';
import { useHeaderStacking } from './use-header-stacking.ts';

const tabs: { id: Audience; href: string; labelKey: string }[] = [
  { id: 'students', href: paths.home.href(), labelKey: 'header.tabs.students' },
  { id: 'employer', href: paths.employer.href(), labelKey: 'header.tabs.employer' },
  { id: 'careerCenters', href: paths.careerCenters.href(), labelKey: 'header.tabs.careerCenters' },
  { id: 'studentOrganisations', href: paths.studentOrganisations.href(), labelKey: 'header.tabs.studentOrganisations' },
];

/** The settings screen of each kind, where one exists. */
const settingsOf: Record<SessionKind, string | null> = {
  student: paths.studentSettings.href(),
  employer: paths.employerArea.settings.href(),
  career_center: null,
  admin: null,
};

export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = audienceFromPath(pathname);
  const navigate = useNavigate();
  const session = useSession();
  const account = useAccount();
  const { user, employer, email } = useAppState();
  const { ref, stacked } = useHeaderStacking<HTMLDivElement>();

  const me = account.status === 'ready' ? account.me.account : null;
  const firstName = me?.firstName || (session?.kind === 'student' ? user?.firstName : session?.kind === 'employer' ? employer?.firstName : '') || '';
  const lastName = me?.LastName || (session?.kind === 'student' ? user?.LastName : '') || '';
  const name = firstName || t('header.myAccount');

  const logout = async () => {
    // loaded on demand: the HTTP client stays off the first screen
    const { logout: endEverywhere } = await import('../../lib/logout.ts');
    await endEverywhere();
    void navigate(paths.home.href(), { replace: true });
  };

  const classes = ['site-header', stacked && 'site-header--stacked', session && 'site-header--signed-in'].filter(Boolean).join(' ');

  return (
    <header className={classes}>
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
          {session ? (
            <>
              <OnlineCount />
              <Link
                to={homeOf(session.kind)}
                className="header-link header-link--home"
                data-testid={session.kind === 'student' ? 'header-student' : 'header-home'}
                data-kind={session.kind}
              >
                {name}
              </Link>
              <AccountMenu
                session={session}
                account={account}
                name={firstName ? `${firstName} ${lastName}`.trim() : me?.email || email || name}
                initials={initialsOf(firstName, lastName, me?.email || email)}
                settingsHref={settingsOf[session.kind]}
                onLogout={() => void logout()}
              />
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
