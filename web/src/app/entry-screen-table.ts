/**
 * The screens people land on from outside (links, search, shared events): each route module under app/routes and
 * the paths it answers. Read by entry-screens.ts (the browser starts the screen's chunk at once) and by the build
 * (web/build/entry-hints.ts writes which files each one needs, so the server can name them in the page's head).
 * Plain strings, not config/paths.ts: the build's config loads this file and must not pull in the app's modules;
 * entry-screen-table.unit.spec.ts holds them equal to the paths of config/paths.ts.
 */
export const entryScreenTable = [
  { module: 'home', patterns: ['/', '/home'] },
  { module: 'events', patterns: ['/events'] },
  { module: 'event', patterns: ['/event/:link'] },
  { module: 'login', patterns: ['/login', '/student-organization/login'] },
] as const;

export type EntryScreenModule = (typeof entryScreenTable)[number]['module'];
