import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { useSession } from '../../lib/session.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

// The realtime connection exists for signed-in people only (presence): its keeper loads with a session (issue 10).
const RealtimeSession = lazy(() => import('../realtime-session.tsx').then((m) => ({ default: m.RealtimeSession })));

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signedIn = useSession() !== null;

  // A new page starts at the top, like a server-rendered site would.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {signedIn && (
        <Suspense fallback={null}>
          <RealtimeSession />
        </Suspense>
      )}
      <Header />
      <main id="main" tabIndex={-1} className="app-main">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
