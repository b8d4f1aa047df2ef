import { matchPath } from 'react-router-dom';
import { entryScreenTable, type EntryScreenModule } from './entry-screen-table.ts';
import { lazyScreen, type LazyScreen } from './lazy-screen.ts';

// The entry screens' chunks (entry-screen-table.ts). entry-routes.tsx routes to these screens; main.tsx loads the
// one for the address at once, so its chunk downloads while the language file and the saved state load, instead of
// after them (one round trip less before the first paint), and renders once it is in (no suspended first paint).
export const homeScreen = lazyScreen(() => import('./routes/home.tsx'));
export const eventsScreen = lazyScreen(() => import('./routes/events.tsx'));
export const eventScreen = lazyScreen(() => import('./routes/event.tsx'));
export const loginScreen = lazyScreen(() => import('./routes/login.tsx'));

const screens: Record<EntryScreenModule, LazyScreen> = {
  home: homeScreen,
  events: eventsScreen,
  event: eventScreen,
  login: loginScreen,
};

/** Loads the screen for `pathname` when it is an entry screen; settles (never rejects) once it is in or failed. */
export function preloadEntryScreen(pathname: string): Promise<void> {
  const screen = entryScreenTable.find(({ patterns }) => patterns.some((pattern) => matchPath(pattern, pathname)));
  // A failure here is not reported: the route's own lazy import tries again and reports it.
  return screen ? screens[screen.module].load().then(() => undefined, () => undefined) : Promise.resolve();
}
