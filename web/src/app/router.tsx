import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { RootLayout } from './layouts/root-layout.tsx';

// One chunk per screen: the first paint only pays for the shell and the screen it shows.
const HomeRoute = lazy(() => import('./routes/home.tsx'));
const EventsRoute = lazy(() => import('./routes/events.tsx'));
const EventRoute = lazy(() => import('./routes/event.tsx'));

/**
 * The routing table. Declarative mode (no data router): nothing here uses loaders or actions, and it keeps ≈10 KB gz
 * of react-router out of the first screen. Render errors are caught by AppErrorBoundary around it.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.home.path} element={<HomeRoute />} />
        <Route path={paths.studentHome.path} element={<HomeRoute />} />
        <Route path={paths.events.path} element={<EventsRoute />} />
        <Route path={paths.event.path} element={<EventRoute />} />
        <Route path="*" element={<Navigate to={paths.home.href()} replace />} />
      </Route>
    </Routes>
  );
}
