import { lazy } from 'react';
import { Navigate, createBrowserRouter } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { ErrorScreen } from './error-boundary.tsx';
import { RootLayout } from './layouts/root-layout.tsx';

// One chunk per screen: the first paint only pays for the shell and the screen it shows.
const HomeRoute = lazy(() => import('./routes/home.tsx'));
const EventsRoute = lazy(() => import('./routes/events.tsx'));
const EventRoute = lazy(() => import('./routes/event.tsx'));

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    children: [
      { path: paths.home.path, element: <HomeRoute /> },
      { path: paths.studentHome.path, element: <HomeRoute /> },
      { path: paths.events.path, element: <EventsRoute /> },
      { path: paths.event.path, element: <EventRoute /> },
      { path: '*', element: <Navigate to={paths.home.href()} replace /> },
    ],
  },
]);
