import { paths } from '../config/paths.ts';

/**
 * The screens people land on from outside (links, search, shared events): each route module under app/routes and
 * the paths it answers. Read by entry-screens.ts (the browser starts the screen's chunk at once) and by the build
 * (web/build/entry-hints.ts writes which files each one needs, so the server can name them in the page's head).
 */
export const entryScreenTable = [
  { module: 'home', patterns: [paths.home.path, paths.studentHome.path] },
  { module: 'events', patterns: [paths.events.path] },
  { module: 'event', patterns: [paths.event.path] },
  { module: 'login', patterns: [paths.login.path, paths.studentOrgLogin.path] },
] as const;

export type EntryScreenModule = (typeof entryScreenTable)[number]['module'];
