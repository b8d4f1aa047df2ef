// The uses the e2e server creates an admin for (playwright.config.ts; support/admins.ts signs them in). Its own
// module without imports, so the config can read it without loading the test fixtures.
export const ADMIN_USES = [
  // every worker's API sign-ins (company approval, magazine)
  'api',
  // the admin spec's screens
  'admin-screens',
  // the messaging spec's Reports tab
  'reports',
  // the takedown spec's console (issue 26 part 6)
  'takedowns',
] as const;

export type AdminUse = (typeof ADMIN_USES)[number];
