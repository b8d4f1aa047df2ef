import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { loadEventScreen, loadEventsScreen, loadHomeScreen, loadLoginScreen } from './entry-screens.ts';
import { RedirectSignedIn } from './guards/redirect-signed-in.tsx';
import { RootLayout } from './layouts/root-layout.tsx';

const HomeRoute = lazy(loadHomeScreen);
const EventsRoute = lazy(loadEventsScreen);
const EventRoute = lazy(loadEventScreen);
const LoginRoute = lazy(loadLoginScreen);
// Every other screen's route is in router.tsx, one chunk loaded when such a path is first opened: the table of ~100
// routes (and its guards) grows with every audience, and the first paint of the entry screens should not pay for it
// (issue 10's 60 KB budget).
const AreaRoutes = lazy(() => import('./router.tsx'));

/** The routing table of the screens people land on from outside (entry-screens.ts); the rest is AreaRoutes. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.home.path} element={<HomeRoute />} />
        <Route path={paths.studentHome.path} element={<HomeRoute />} />
        <Route path={paths.events.path} element={<EventsRoute />} />
        <Route path={paths.event.path} element={<EventRoute />} />
        <Route element={<RedirectSignedIn />}>
          <Route path={paths.login.path} element={<LoginRoute />} />
          <Route path={paths.studentOrgLogin.path} element={<LoginRoute />} />
        </Route>
        <Route path="*" element={<AreaRoutes />} />
      </Route>
    </Routes>
  );
}
