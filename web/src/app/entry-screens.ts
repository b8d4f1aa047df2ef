import { matchPath } from 'react-router-dom';
import { entryScreenTable, type EntryScreenModule } from './entry-screen-table.ts';

// The entry screens' chunks (entry-screen-table.ts). entry-routes.tsx makes them lazy routes from these loaders;
// main.tsx starts the one for the address at once, so its chunk downloads while the language file and the saved
// state load, instead of after them (one round trip less before the first paint).
export const loadHomeScreen = () => import('./routes/home.tsx');
export const loadEventsScreen = () => import('./routes/events.tsx');
export const loadEventScreen = () => import('./routes/event.tsx');
export const loadLoginScreen = () => import('./routes/login.tsx');

const loaders: Record<EntryScreenModule, () => Promise<unknown>> = {
  home: loadHomeScreen,
  events: loadEventsScreen,
  event: loadEventScreen,
  login: loadLoginScreen,
};

/** Starts loading the screen for `pathname` when it is an entry screen; the lazy route then finds it under way. */
export function preloadEntryScreen(pathname: string): void {
  const screen = entryScreenTable.find(({ patterns }) => patterns.some((pattern) => matchPath(pattern, pathname)));
  // A failure here is not reported: the route's own lazy import tries again and reports it.
  if (screen) loaders[screen.module]().catch(() => undefined);
}
