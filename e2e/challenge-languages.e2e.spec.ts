// A challenge in several languages (issue 25 part 6; docs/challenges.md § Languages) through the real server: the
// employer adds a German version in the builder's Languages step and writes its title against the source; a
// published challenge with a German version reads in German to a German reader and in English, with "Written in
// English", to a Polish one. With CHALLENGE_LANGUAGE_SHOTS=<folder>, the step and the page at 390 and 1280 px in en and de.
import type { APIRequestContext, Page } from '@playwright/test';
import { companyDomain, createCompanyThroughApi, employerLoginThroughUi, registerEmployerThroughApi, uniqueEmail, type Employer } from './employer-support.ts';
import { approveCompany } from './support/admin-approval.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { resizeTo } from './support/layout.ts';

const shots = process.env['CHALLENGE_LANGUAGE_SHOTS'];

/** `show`: what brings the screen back after the reload (the builder reopens at its first step). */
async function photograph(page: Page, name: string, ready: string, show: () => Promise<void> = () => Promise.resolve()): Promise<void> {
  for (const lng of ['en', 'de']) {
    // One reload per language, resized to each width (the widths' CSS; a reload per width doubled the loads).
    await page.setViewportSize({ width: 390, height: 900 });
    await page.evaluate((l) => (document.cookie = `i18next=${l}; Path=/`), lng);
    await page.reload();
    await show();
    for (const width of [390, 1280]) {
      await resizeTo(page, width, 900);
      await expect(page.getByTestId(ready)).toBeVisible();
      if (shots) await page.screenshot({ path: `${shots}/${name}-${lng}-${width}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${name} ${lng} ${width}px overflows`).toBeLessThanOrEqual(0);
    }
  }
}

async function publishedWithGerman(request: APIRequestContext, employer: Employer, companyId: string): Promise<string> {
  const hour = 3_600_000;
  const single = (id: string) => ({ id, kind: 'single', prompt: `Question ${id}?`, points: 10, options: [{ id: 'a', text: 'Yes' }, { id: 'b', text: 'No' }], correct: 'a' });
  const german = (id: string) => ({ prompt: `Frage ${id}?`, choices: { a: 'Ja', b: 'Nein' } });
  const headers = { Authorization: `Bearer ${employer.token}` };
  const created = await request.post(`/api/organisations/${companyId}/challenges`, {
    headers,
    data: {
      title: 'Liquidity Drill',
      track: 'Start-Up',
      summary: 'Plan the cash of a start-up.',
      minutes: 20,
      opensAt: new Date(Date.now() - hour).toISOString(),
      closesAt: new Date(Date.now() + 72 * hour).toISOString(),
      tasks: ['q1', 'q2', 'q3'].map(single),
      translations: { de: { title: 'Liquiditätsübung', summary: 'Plane die Liquidität eines Start-ups.', tasks: { q1: german('q1'), q2: german('q2'), q3: german('q3') } } },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { challenge: { uniqueId: string } }).challenge.uniqueId;
  const published = await request.post(`/api/organisations/${companyId}/challenges/${id}/publish`, { headers: { ...headers, 'If-Match': created.headers()['etag'] ?? '' }, data: {} });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

test('a challenge in several languages: the builder writes a version, each student reads their language', async ({ browser, baseURL, request }) => {
  const email = uniqueEmail(companyDomain(), 'lea');
  const employer = await registerEmployerThroughApi(request, email, 'Lea');
  const companyId = await createCompanyThroughApi(request, employer, `Polyglot Partners ${Date.now().toString(36)}`);
  await approveCompany(request, companyId);
  const challengeId = await publishedWithGerman(request, employer, companyId);

  // ── The employer's Languages step.
  const employerPage = await (await browser.newContext({ baseURL, locale: 'en-GB', timezoneId: 'UTC' })).newPage();
  await employerLoginThroughUi(employerPage, email);
  await employerPage.goto('/create/challenge');
  await employerPage.getByLabel('Title').fill('Cash sprint');
  await employerPage.getByLabel('Summary').fill('Count the cash.');
  await expect(employerPage).toHaveURL(/\/edit\/challenge$/);
  await employerPage.getByTestId('builder-step-languages').click();
  await employerPage.getByTestId('challenge-language-add').selectOption('de');
  const version = employerPage.getByTestId('challenge-version-de');
  await expect(version.getByText('Cash sprint')).toBeVisible();
  await version.getByLabel('Title').fill('Bargeld-Sprint');
  await expect(employerPage.getByTestId('builder-save-status')).toHaveText('Draft saved');
  await expect(employerPage.getByRole('tab', { name: /Deutsch/ })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(employerPage, '/edit/challenge (languages)');
  await photograph(employerPage, 'builder-languages', 'challenge-version-de', async () => {
    await employerPage.getByTestId('builder-step-languages').click();
    await employerPage.locator('[data-language="de"]').click();
  });

  // ── Students: German reads German; Polish reads the English source with the note.
  const reader = async (lng: string) => {
    const page = await (await browser.newContext({ baseURL, locale: lng, timezoneId: 'UTC' })).newPage();
    await page.goto(`/challenge/${challengeId}?lng=${lng}`);
    return page;
  };
  const germanPage = await reader('de');
  await expect(germanPage.getByRole('heading', { level: 1 })).toHaveText('Liquiditätsübung');
  await expect(germanPage.getByTestId('written-in')).toHaveCount(0);
  const polishPage = await reader('pl');
  await expect(polishPage.getByRole('heading', { level: 1 })).toHaveText('Liquidity Drill');
  await expect(polishPage.getByTestId('written-in')).toBeVisible();
  await expect(polishPage.getByTestId('challenge-page')).toHaveAttribute('lang', 'en');
  await photograph(polishPage, 'challenge-page', 'challenge-page');
});
