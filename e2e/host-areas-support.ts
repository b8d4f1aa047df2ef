// Helpers of the career center and student organisation area specs (issue 13): people of any university registered
// through the real API, and the shared layout check of their new screens at 390 and 1280 px in English and German.
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { PASSWORD, firstNameOf, readOtp, uniqueEmail } from './identity-support.ts';
import { adminToken } from './support/admin-approval.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect } from './support/fixtures.ts';
import { photograph } from './support/screenshots.ts';
import { layoutProblems, measureLayout, settle, storeBeforeLoad } from './support/layout.ts';

export const UCL = { name: 'University College London, University of London', area: 'United Kingdom' };
export const IMPERIAL = { name: 'Imperial College London', area: 'United Kingdom' };

/** A student of `university` (address at `domain`); returns the address and the session token. */
export async function studentAt(request: APIRequestContext, university: { name: string; area: string }, domain: string, first: string) {
  const email = uniqueEmail(domain, first);
  const sent = await request.post('/api/student/otp/new', { data: { EmailAddress: email, university: university.name, lng: 'en' } });
  expect(((await sent.json()) as { msg: string }).msg).toBe('success');
  const res = await request.post('/api/student/register/new', {
    data: { EmailAddress: email, password: PASSWORD, selected2: [{ id: 'Finance' }], uni2: university, otpform: await readOtp(request, email), firstName: firstNameOf(email) },
  });
  const body = (await res.json()) as { msg: string; token?: string };
  expect(body.msg).toBe('success');
  return { email, token: body.token! };
}

/** Career center staff at `university`; returns the address and the career token. */
export async function careerCenterAt(request: APIRequestContext, university: { name: string; area: string }, domain: string, first: string) {
  const email = uniqueEmail(domain, first);
  const sent = await request.post('/api/career-center/otp/new', { data: { EmailAddress: email, university, lng: 'en' } });
  expect(((await sent.json()) as { msg: string }).msg).toBe('success');
  const res = await request.post('/api/career-center/register', {
    data: { firstName: first, LastName: 'Careers', EmailAddress: email, password: PASSWORD, otp: await readOtp(request, email), university },
  });
  const body = (await res.json()) as { msg: string; token: string; organisationId: string };
  expect(body.msg).toBe('success');
  await admitCareerCenterStaff(request, body.token, university.name);
  return { email, token: body.token, organisationId: body.organisationId };
}

const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/**
 * Admits career center staff as the product does (issue 22): the API admin approves the university's center when it
 * is still pending review, and when the person asked to join, an owner of the center accepts the request (every e2e
 * account has the same password; the owner is found in the admin's list). Specs share one database, so whoever
 * registers first at a university opens its center.
 */
export async function admitCareerCenterStaff(request: APIRequestContext, token: string, universityName: string): Promise<void> {
  const me = (await (await request.get('/api/account/me', bearer(token))).json()) as { account: { uniqueId: string }; memberships: { organisationId: string }[] };
  const admin = await adminToken();
  type Center = { organisationId: string; name: string; status: string; owners: { email: string }[] };
  const list = async (status: string) =>
    ((await (await request.get(`/api/admin/organisations?kind=career_center&status=${status}`, bearer(admin))).json()) as { organisations: Center[] }).organisations;
  const center = [...(await list('pending')), ...(await list('active'))].find((o) => o.name === universityName);
  expect(center, `career center of ${universityName}`).toBeTruthy();
  if (center!.status === 'pending') {
    const approved = await request.post(`/api/admin/organisations/${center!.organisationId}/approve`, { ...bearer(admin), data: {} });
    // A spec beside this one, registering at the same university, may approve it first (409): active is what counts.
    if (approved.status() !== 200) expect((await list('active')).some((o) => o.organisationId === center!.organisationId), `${universityName} approved`).toBe(true);
  }
  if (me.memberships.some((m) => m.organisationId === center!.organisationId)) return;
  const login = await request.post('/api/career-center/login', { data: { email: center!.owners[0]!.email, password: PASSWORD } });
  const owner = ((await login.json()) as { token?: string }).token;
  expect(owner, 'owner sign-in').toBeTruthy();
  const accepted = await request.post(`/api/organisations/${center!.organisationId}/join-requests/${me.account.uniqueId}`, { ...bearer(owner!), data: { accept: true } });
  expect(accepted.status()).toBe(200);
}

export const dayFromNow = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A minimal one-page PDF (the server checks the header and the end marker). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/**
 * Opens each screen in English and German with the given stored session and, at 390 and then 1280 px, collects layout
 * problems (horizontal overflow, the header's one row), saves a screenshot of each and scans the German ones with axe.
 */
export async function photographScreens(
  browser: Browser,
  baseURL: string | undefined,
  testInfo: TestInfo,
  storage: Record<string, string>,
  screens: { path: string; name: string; ready: (page: Page) => Promise<void> }[],
): Promise<string[]> {
  const failures: string[] = [];
  for (const lng of ['en', 'de'] as const) {
    const context = await browser.newContext({ baseURL, locale: lng === 'de' ? 'de-DE' : 'en-GB', timezoneId: 'Europe/London' });
    await context.addCookies([{ name: 'i18next', value: lng, url: baseURL! }]);
    const page = await context.newPage();
    for (const [key, value] of Object.entries(storage)) await storeBeforeLoad(page, key, value);
    for (const screen of screens) {
      // One load per screen and language, resized to each width (as the overflow sweep measures): the layout is the
      // width's CSS, and the header re-measures on resize; a load per width doubled the sweep's page loads.
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(screen.path);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await screen.ready(page);
        await settle(page);
        for (const problem of layoutProblems(await measureLayout(page))) failures.push(`${screen.name} ${lng} ${width}px: ${problem}`);
        await photograph(page, testInfo, `${screen.name}-${lng}-${width}`);
      }
      if (lng === 'de') await expectNoAxeViolations(page, `${screen.path} (de)`);
    }
    await context.close();
  }
  return failures;
}
