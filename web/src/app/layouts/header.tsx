import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { BRAND } from '../../config/social.ts';
import { useAppState } from '../../lib/app-state.ts';
import { useSession } from '../../lib/session.ts';
import './account-menu.css';
import { audienceFromPath, audienceTabs } from './audience-tab.ts';
import { initialsOf } from './initials.ts';
import { MobileNav } from './mobile-nav.tsx';
import { useHeaderStacking } from './use-header-stacking.ts';
import './header.css';

// A visitor's header has no account menu: its code (and the account call) loads with a session (issue 10). Its
// styles stay in the shell's CSS, so the placeholder shown meanwhile has the menu button's size and nothing moves.
const AccountControl = lazy(() => import('./account-control.tsx'));

/**
 * One row at every width: brand, audience tabs (1024px and wider, spec §2), Events and one account control — the
 * login button for visitors, the account menu (the person's home, settings, log out) for every signed-in kind.
 * Below 1024px the tabs and Events move into a menu button, so no label length can push the row past a phone's
 * width. Presence is not here: it is about the events, so it is shown on the events list (routes/events.tsx).
 */
export function Header() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = audienceFromPath(pathname);
  const session = useSession();
  const { user, employer, email } = useAppState();
  const { ref, stacked } = useHeaderStacking<HTMLDivElement>();
  // The stored names, for the placeholder until the account control has loaded.
  const firstName = (session?.kind === 'student' ? user?.firstName : session?.kind === 'employer' ? employer?.firstName : '') || '';
  const lastName = (session?.kind === 'student' ? user?.LastName : '') || '';

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
            {audienceTabs.map((tab) => (
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
          <NavLink to={paths.events.href()} className="header-link header-link--events" data-testid="header-events">
            {t('header.events')}
          </NavLink>
          {session ? (
            <Suspense fallback={<AccountMenuPlaceholder initials={initialsOf(firstName, lastName, email)} firstName={firstName} />}>
              <AccountControl session={session} />
            </Suspense>
          ) : (
            <Link to={paths.login.href()} className="button button--primary button--small header-login" data-testid="header-login">
              {t('header.login')}
            </Link>
          )}
          <MobileNav active={active} />
        </nav>
      </div>
    </header>
  );
}

function AccountMenuPlaceholder({ initials, firstName }: { initials: string; firstName: string }) {
  return (
    <div className="account-menu" aria-hidden="true">
      <span className="account-menu__button">
        <span className="account-menu__avatar">{initials}</span>
        {firstName && <span className="account-menu__name">{firstName}</span>}
      </span>
    </div>
  );
}
