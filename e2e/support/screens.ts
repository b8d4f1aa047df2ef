// Which screens an audience opens, and the addresses to open them at: every route of the router (support/
// router-routes.ts) with made-up ids where a route needs one (the screen's not-found state) and the first demo event
// for /event/:link. Shared by the sweeps that visit every screen (responsive-overflow, student-screens-axe).
import type { APIRequestContext, Page } from '@playwright/test';
import { listPage } from './api.ts';
import { openInApp, revealLazyContent } from './layout.ts';
import { routerRoutes, urlOf, type RouterRoute } from './router-routes.ts';

export type Audience = 'visitor' | 'student' | 'employer' | 'career_center';

/** Which routes an audience opens: its own area and, for visitors and students, every public screen. */
function visits(route: RouterRoute, audience: Audience): boolean {
  if (route.guard.type === 'requires') return route.guard.kind === audience;
  if (route.guard.type === 'entry') return audience === 'visitor';
  return audience === 'visitor' || audience === 'student' || route.pattern === '/';
}

/**
 * The addresses of every screen `audience` opens (the catch-all twice: an unknown path and the hidden admin path), or
 * of those of its routes `only` keeps.
 */
export async function screenUrls(request: APIRequestContext, audience: Audience, only: (route: RouterRoute) => boolean = () => true): Promise<string[]> {
  const [event] = await listPage(request, 1);
  if (!event) throw new Error('the demo data has no events');
  const params: Record<string, string> = {
    link: event.link,
    uniqueId: 'a1b2c3d4e5f6a7b8c9d0e1f2',
    role: 'Hiring manager',
    id: 'a1b2c3d4',
    product: 'Finance',
    company: 'a1b2c3d4-0000-4000-8000-000000000000',
    dsa: 'a'.repeat(64),
    user: 'b1b2c3d4-0000-4000-8000-000000000000',
    // /dashboard/analytics/:kind/:itemId (issue 14): a job of no one's company (the screen's not-found state).
    kind: 'job',
    itemId: 'c1b2c3d4-0000-4000-8000-000000000000',
    // /dashboard/u/:url (issue 14): a short link no student has (the profile's not-found state).
    url: 'a1b2c3d4e5f6',
    // /announcements/unsubscribe/:token (issue 26): a token of nobody's (the page asks; only its button posts).
    token: `d1b2c3d4-0000-4000-8000-000000000000.${'a'.repeat(43)}`,
    // /student/ticket/:eventId (issue 26): a real event the student does not attend (the page says so).
    eventId: event.uniqueId,
  };
  const routes = (await routerRoutes()).filter((route) => visits(route, audience) && only(route));
  return routes.flatMap((route) => (route.pattern === '*' ? [urlOf('*', params), process.env.E2E_ADMIN_PATH ?? ''] : [urlOf(route.pattern, params)])).filter(Boolean);
}

/**
 * Opens each address in the SPA, waits until the screen and its lazy parts have settled, and runs `check` once per
 * screen shown (a redirect to a screen already checked is skipped). `check` answers what is wrong, each line a suffix
 * of the screen's label (e.g. ": rule …" or " at 320px: …"). Answers the number of screens checked and every failure.
 */
export async function checkEveryScreen(page: Page, urls: string[], check: () => Promise<string[]>): Promise<{ screens: number; failures: string[] }> {
  const failures: string[] = [];
  const seen = new Set<string>();
  for (const url of urls) {
    const settled = (await openInApp(page, url)) && (await revealLazyContent(page));
    const shown = String(await page.evaluate('location.pathname + location.search'));
    if (!settled) failures.push(`${url}: did not settle (spinner, skeleton, aria-busy or a request still open)`);
    if (seen.has(shown)) continue;
    seen.add(shown);
    const label = `${url}${shown === url ? '' : ` (→ ${shown})`}`;
    for (const problem of await check()) failures.push(`${label}${problem}`);
  }
  return { screens: seen.size, failures };
}
