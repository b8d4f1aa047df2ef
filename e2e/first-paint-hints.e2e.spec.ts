// The page the server sends names, in its head, what the first screen fetches next (issue 10: services/api/src/http/
// index-html.ts, web/build/entry-hints.ts): the shell language file of the visitor's language and the entry screen's own
// chunks and styles. Each hint must be something the screen really loads — measured on the same page with the hints
// taken out — so no hint is a wasted download, and the language file is the one the app then reads. A visitor's event
// page also preloads its cover (the page carries the event: page-data.int.spec.ts), which the screen must show.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { listPage } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

const HINT = /<link rel="(?:modulepreload|preload)"[^>]*href="([^"]+)"/g;

/** Paths of the scripts, styles and locale files `path` loads with the hints stripped from its page. */
async function loadedWithoutHints(browser: Browser, baseURL: string, path: string, locale: string): Promise<Set<string>> {
  const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const loaded = new Set<string>();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/^\/(?:assets|locales|images)\//.test(url.pathname)) loaded.add(url.pathname);
  });
  await page.route(`${baseURL}${path}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(/\s*<link rel="(?:modulepreload|preload)"[^>]*>/g, '') });
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await context.close();
  return loaded;
}

test('each entry screen\'s and public page\'s page names its language files and its own files, and the screen uses every one', async ({ browser, request, baseURL }) => {
  test.slow();
  const [event] = await listPage(request, 1);
  const screens = [
    { path: '/', locale: 'pl-PL', lng: 'pl', script: /\/assets\/home-/ },
    { path: '/events', locale: 'de-DE', lng: 'de', script: /\/assets\/events-/ },
    { path: `/event/${encodeURIComponent(event!.link)}`, locale: 'en-GB', lng: 'en', script: /\/assets\/event-/ },
    { path: '/login', locale: 'fr-FR', lng: 'fr', script: /\/assets\/login-/ },
    // Public pages (issue 28): the routing table's chunk, the site's layout and the page's own words.
    { path: '/support', locale: 'es-ES', lng: 'es', script: /\/assets\/public-page-/, texts: ['site', 'sitePageSupport'] },
    { path: '/employer/pricing', locale: 'en-GB', lng: 'en', script: /\/assets\/public-page-/, texts: ['site', 'sitePageEmployerPricing'] },
  ];
  for (const screen of screens) {
    const page = await (await request.get(screen.path, { headers: { 'Accept-Language': screen.locale } })).text();
    expect(page, screen.path).toContain(`<html lang="${screen.lng}"`);
    const hinted = [...page.matchAll(HINT)].map((m) => m[1]!);
    expect(hinted, screen.path).toContain(`/locales/${screen.lng}/shell.json`);
    expect(hinted.some((href) => screen.script.test(href)), `${screen.path} names its screen's chunk`).toBe(true);
    for (const group of screen.texts ?? []) expect(hinted, screen.path).toContain(`/locales/${screen.lng}/${group}.json`);
    const loaded = await loadedWithoutHints(browser, baseURL ?? '', screen.path, screen.locale);
    for (const href of hinted) expect(loaded, `${screen.path}: hinted ${href} is loaded by the screen`).toContain(href);
  }
  // A page that is no entry screen names only the language file, beside what the built index.html names for every
  // page (the entry's own imports: the bundler's interop helpers since a lazy chunk shares them).
  const shell = [...readFileSync(join(process.env['E2E_WEB_DIST']!, 'index.html'), 'utf8').matchAll(HINT)].map((m) => m[1]);
  const other = await (await request.get('/jobs/any', { headers: { 'Accept-Language': 'it' } })).text();
  expect([...other.matchAll(HINT)].map((m) => m[1]).filter((href) => !shell.includes(href))).toEqual(['/locales/it/shell.json']);
});
