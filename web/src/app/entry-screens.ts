import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths.ts';

// The screens people land on from outside (links, search, shared events). router.tsx makes them lazy routes from
// these loaders; main.tsx starts the one for the address at once, so its chunk downloads while the language file
// and the saved state load, instead of after them (one round trip less before the first paint).
export const loadHomeScreen = () => import('./routes/home.tsx');
export const loadEventsScreen = () => import('./routes/events.tsx');
export const loadEventScreen = () => import('./routes/event.tsx');
export const loadLoginScreen = () => import('./routes/login.tsx');

const entryScreens: readonly (readonly [string, () => Promise<unknown>])[] = [
  [paths.home.path, loadHomeScreen],
  [paths.studentHome.path, loadHomeScreen],
  [paths.events.path, loadEventsScreen],
  [paths.event.path, loadEventScreen],
  [paths.login.path, loadLoginScreen],
];

/** Starts loading the screen for `pathname` when it is an entry screen; the lazy route then finds it under way. */
export function preloadEntryScreen(pathname: string): void {
  const load = entryScreens.find(([pattern]) => matchPath(pattern, pathname))?.[1];
  // A failure here is not reported: the route's own lazy import tries again and reports it.
  load?.().catch(() => undefined);
}
