// Issue 14, analytics and DE&I: an employer whose job has applicants opens analytics from the navigation, sees the
// job's funnel and trend, downloads the CSV, and opens the DE&I view, where the one man among the applicants is not a
// figure but "fewer than 5"; a student gives DE&I answers with consent and withdraws them. The applicants and their
// answers go through the API (their screens have their own specs). ANALYTICS_SCREENSHOTS=<folder> also saves the
// screens at 390 and 1280 px in English and German.
import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { companyDomain, createCompanyThroughApi, employerLoginThroughUi, registerEmployerThroughApi, uniqueEmail } from './employer-support.ts';
import { loginThroughUi, registerThroughApi } from './identity-support.ts';
import { approveCompany } from './support/admin-approval.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { resizeTo } from './support/layout.ts';
import { photographInTwoLanguages } from './support/screenshots.ts';

const dayMs = 86_400_000;

async function postJob(request: APIRequestContext, token: string, companyId: string, title: string): Promise<string> {
  const res = await request.post(`/api/organisations/${companyId}/jobs`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      type: 'internship',
      track: 'Finance',
      locations: ['London'],
      remote: false,
      description: '<p>Join our markets team.</p>',
      requirements: ['Excel'],
      salary: null,
      deadline: new Date(Date.now() + 30 * dayMs).toISOString(),
      apply: { method: 'platform' },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { job: { uniqueId: string } }).job.uniqueId;
}

async function applicant(request: APIRequestContext, jobId: string, gender: 'woman' | 'man' | null): Promise<void> {
  const token = await registerThroughApi(request, uniqueEmail('ucl.ac.uk', 'dana'));
  const auth = { Authorization: `Bearer ${token}` };
  if (gender) {
    const answered = await request.put('/api/student/diversity', { headers: auth, data: { consent: true, gender, firstGeneration: 'yes', ethnicity: null, disability: null } });
    expect(answered.status(), await answered.text()).toBe(200);
  }
  const applied = await request.post(`/api/jobs/${jobId}/apply`, { headers: auth, data: { coverNote: 'Hello' } });
  expect(applied.status(), await applied.text()).toBe(201);
}

const shoot = (page: Page, name: string): Promise<void> => photographInTwoLanguages(page, process.env['ANALYTICS_SCREENSHOTS'], name);

test('an employer sees a job\'s funnel, downloads the CSV and sees DE&I with small groups suppressed', async ({ page, request }) => {
  test.setTimeout(360_000);
  const employer = await registerEmployerThroughApi(request, uniqueEmail(companyDomain(), 'amara'));
  const companyId = await createCompanyThroughApi(request, employer, `Insight Partners ${Date.now().toString(36)}`);
  await approveCompany(request, companyId);
  const title = `Markets Analyst ${Date.now().toString(36)}`;
  const jobId = await postJob(request, employer.token, companyId, title);
  // Ten applicants: five women and one man describe themselves, four do not. The man and the four are under five
  // each, and together with the empty groups they hide each other (five or more people behind every hidden sum).
  for (const gender of ['woman', 'woman', 'woman', 'woman', 'woman', 'man', null, null, null, null] as const) await applicant(request, jobId, gender);

  // A visitor opens the job page: one view, counted once the page is idle.
  await page.goto(`/jobs/${jobId}`);
  await expect.poll(async () => {
    const res = await request.get(`/api/organisations/${companyId}/analytics`, { headers: { Authorization: `Bearer ${employer.token}` } });
    return ((await res.json()) as { items: { id: string; funnel: { stage: string; count: number }[] }[] }).items.find((i) => i.id === jobId)?.funnel[0]?.count;
  }, { timeout: 15_000 }).toBe(1);

  await employerLoginThroughUi(page, employer.email);
  await page.getByTestId('employer-nav-analytics').click();
  await expect(page.getByTestId('analytics-overview')).toBeVisible();
  const item = page.getByTestId('analytics-item').filter({ hasText: title });
  await expect(item).toContainText('Applied');
  await expect(item.getByRole('definition').nth(1)).toHaveText('10');
  await expectNoAxeViolations(page, 'analytics overview');
  await shoot(page, 'analytics-overview');

  await item.getByRole('link', { name: title }).click();
  await expect(page.getByTestId('analytics-detail-title')).toHaveText(title);
  await expect(page.getByTestId('analytics-funnel-chart').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('analytics-trend-chart').locator('canvas')).toBeVisible();
  // The table equivalent of the funnel, for screen readers.
  await expect(page.getByRole('table', { name: 'Funnel' })).toContainText('Applied');
  await expect(page.getByTestId('analytics-universities')).toContainText('University College London');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('analytics-detail-csv').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^markets-analyst-.*-weekly\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('week_starting,views,entered,finished');
  expect(csv).toMatch(/,1,10,0\r\n$/);
  await expectNoAxeViolations(page, 'analytics detail');
  await shoot(page, 'analytics-detail');

  await page.getByRole('link', { name: 'All analytics' }).click();
  await page.getByTestId('analytics-dei-link').click();
  await expect(page.getByTestId('analytics-diversity')).toBeVisible();
  const gender = page.getByTestId('dei-reached-gender');
  await expect(gender.getByRole('row', { name: /Woman/ }).getByRole('cell')).toHaveText('5');
  await expect(gender.getByRole('row', { name: /^Man/ }).getByRole('cell')).toHaveText('fewer than 5');
  await expect(gender.getByRole('row', { name: /Not disclosed/ }).getByRole('cell')).toHaveText('fewer than 5');
  await expect(page.getByTestId('dei-chart-reached-gender').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('dei-stage-reached')).toContainText('10 people');
  await expectNoAxeViolations(page, 'analytics DE&I');
  await shoot(page, 'analytics-dei');

  // Phones: no screen of the area is wider than 320 or 390 px, in any of the six languages.
  const screens = ['/dashboard/analytics', `/dashboard/analytics/job/${jobId}`, '/dashboard/analytics/dei'];
  // One load per screen and language, resized from 320 to 390 px (the widths' CSS; a load per width doubled the loads).
  for (const lng of ['en', 'de', 'fr', 'pl', 'es', 'it']) {
    for (const screen of screens) {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(`${screen}?lng=${lng}`);
      for (const width of [320, 390]) {
        await resizeTo(page, width, 800);
        await expect(page.locator('[data-testid^="analytics-"]').first()).toBeVisible();
        await expect(page.getByTestId('analytics-loading')).toHaveCount(0);
        if (screen !== '/dashboard/analytics') await expect(page.locator('.analytics-chart canvas').first()).toBeVisible();
        // The page does not scroll sideways; if it does, the message names what sticks out (clipped screen-reader tables aside).
        const wide = await page.evaluate(() =>
          document.documentElement.scrollWidth <= document.documentElement.clientWidth
            ? []
            : [...document.querySelectorAll('main *')]
                .filter((e) => !e.closest('.visually-hidden') && e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
                .slice(0, 3)
                .map((e) => `${e.tagName}.${String(e.className)} ${Math.round(e.getBoundingClientRect().right)}`),
        );
        expect(wide, `${screen} in ${lng} at ${width} px`).toEqual([]);
      }
    }
  }
});

test('a student gives DE&I answers with consent and withdraws them', async ({ page, request }) => {
  const email = uniqueEmail('ucl.ac.uk', 'noor');
  const token = await registerThroughApi(request, email);
  const onboarded = await request.post('/api/student/onboarding', {
    headers: { Authorization: `Bearer ${token}` },
    data: { firstName: 'Noor', LastName: 'Haddad', yearOfStudy: 'finalYear', selectedItem: [{ id: 'Finance' }] },
  });
  expect(onboarded.status(), await onboarded.text()).toBe(200);
  await loginThroughUi(page, email);
  await page.goto('/student/settings');
  const section = page.getByTestId('dei-settings');
  await expect(section.getByTestId('dei-gender')).toBeVisible();
  await section.getByTestId('dei-gender').selectOption('non_binary');
  await section.getByTestId('dei-firstGeneration').selectOption('yes');
  await section.getByTestId('dei-convention').selectOption('GB');
  await section.getByTestId('dei-ethnicity').selectOption('GB:mixed');
  await section.getByTestId('dei-disability').selectOption('prefer_not_to_say');
  // Without consent nothing is saved.
  await section.getByTestId('dei-save').click();
  await expect(section.getByTestId('dei-error')).toBeVisible();
  await section.getByTestId('dei-consent').check();
  await section.getByTestId('dei-save').click();
  await expect(section.getByTestId('dei-saved')).toBeVisible();
  const mine = async () => ((await (await request.get('/api/student/diversity', { headers: { Authorization: `Bearer ${token}` } })).json()) as { diversity: { answers: Record<string, string | null> } | null }).diversity;
  expect((await mine())?.answers).toEqual({ gender: 'non_binary', firstGeneration: 'yes', ethnicity: 'GB:mixed', disability: 'prefer_not_to_say' });
  await expectNoAxeViolations(page, 'student DE&I settings');
  await shoot(page, 'student-settings');

  await section.getByTestId('dei-withdraw').click();
  await expect(section.getByTestId('dei-withdrawn')).toBeVisible();
  await expect(section.getByTestId('dei-gender')).toHaveValue('');
  expect(await mine()).toBeNull();
  // After a reload it stays withdrawn.
  await page.reload();
  await expect(page.getByTestId('dei-settings').getByTestId('dei-gender')).toHaveValue('');
  await expect(page.getByTestId('dei-withdraw')).toHaveCount(0);
});
