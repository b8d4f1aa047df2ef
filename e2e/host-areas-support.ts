// Helpers of the career center and student organisation area specs (issue 13): people of any university registered
// through the real API, and the shared layout check of their new screens at 390 and 1280 px in English and German.
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { PASSWORD, firstNameOf, readOtp, uniqueEmail } from './identity-support.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect } from './support/fixtures.ts';
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
  return { email, token: body.token, organisationId: body.organisationId };
}

export const dayFromNow = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A minimal one-page PDF (the server checks the header and the end marker). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/**
 * Opens each screen at 390 and 1280 px in English and German with the given stored session, collects layout
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
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(screen.path);
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
        await screen.ready(page);
        await settle(page);
        for (const problem of layoutProblems(await measureLayout(page))) failures.push(`${screen.name} ${lng} ${width}px: ${problem}`);
        await page.screenshot({ path: testInfo.outputPath(`${screen.name}-${lng}-${width}.png`), fullPage: true });
      }
      if (lng === 'de') await expectNoAxeViolations(page, `${screen.path} (de)`);
    }
    await context.close();
  }
  return failures;
}
