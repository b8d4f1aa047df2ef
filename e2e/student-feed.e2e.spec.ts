// The student feed at /student (issue 23) at 390 px: a student filters to jobs of their track, finds one by its
// title, saves it, sees it among the saved ones and opens its page; /student/jobs lands on the feed with jobs
// chosen. The feed with items is axe clean and no wider than the phone in the six languages.
import { companyDomain, createCompanyThroughApi, registerEmployerThroughApi, uniqueEmail } from './employer-support.ts';
import { registerThroughApi } from './identity-support.ts';
import { approveCompany } from './support/admin-approval.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { photograph } from './support/screenshots.ts';
import { layoutProblems, measureLayout, settle, storeBeforeLoad } from './support/layout.ts';

const stamp = Date.now().toString(36);

test.use({ viewport: { width: 390, height: 844 } });

test('a student filters the feed to jobs of their track, saves one and opens it; /student/jobs lands on jobs', async ({ page, request, context, baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const employer = await registerEmployerThroughApi(request, uniqueEmail(companyDomain(), 'felix'), 'Felix');
  // One long word in the name, as German firms have: the card must break it, not grow past the phone (CI once saw
  // 404 px when another spec's firm reached the feed).
  const companyId = await createCompanyThroughApi(request, employer, `Feedwell Unternehmensberatungsgesellschaft ${stamp}`);
  await approveCompany(request, companyId);
  const post = async (title: string, track: string) => {
    const res = await request.post(`/api/organisations/${companyId}/jobs`, {
      headers: { Authorization: `Bearer ${employer.token}` },
      data: {
        title, type: 'internship', track, locations: ['Utrecht'], remote: false, description: '<p>Ten weeks.</p>', requirements: [],
        salary: null, deadline: new Date(Date.now() + 12 * 86_400_000).toISOString(), apply: { method: 'platform' },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { job: { uniqueId: string } }).job.uniqueId;
  };
  const financeJob = await post(`Feed Analyst ${stamp}`, 'Finance');
  await post(`Feed Consultant ${stamp}`, 'Consulting');

  await storeBeforeLoad(page, 'token', await registerThroughApi(request, uniqueEmail('ucl.ac.uk', 'ines')));
  await page.goto('/student');
  const feed = page.getByRole('region', { name: 'Your feed' });
  await expect(feed).toBeVisible();
  await page.getByTestId('feed-kind').selectOption('job');
  await page.getByTestId('feed-track').selectOption('Finance');
  await page.getByTestId('feed-search').fill(stamp);
  await page.getByTestId('feed-search-submit').click();
  await expect(page).toHaveURL(/kind=job/);
  await expect(page).toHaveURL(/track=Finance/);
  const items = page.getByTestId('feed-item');
  await expect(items).toHaveCount(1);
  const item = items.filter({ hasText: `Feed Analyst ${stamp}` });
  await expect(item).toContainText('Utrecht');

  await item.getByTestId('feed-save').click();
  await expect(item.getByTestId('feed-save')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('feed-saved-only').check();
  await expect(page).toHaveURL(/saved=1/);
  await expect(page.getByTestId('feed-item')).toHaveCount(1);
  await expect(page.getByTestId('feed-item').getByTestId('feed-save')).toHaveAttribute('aria-pressed', 'true');
  await settle(page);
  expect(layoutProblems(await measureLayout(page))).toEqual([]);
  await expectNoAxeViolations(page, '/student feed (saved job)');
  await photograph(page, testInfo, 'feed-en-390');

  await page.getByTestId('feed-item-link').click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${financeJob}$`));

  await page.goto('/student/jobs');
  await expect(page).toHaveURL(/\/student\?kind=job#feed$/);
  await expect(page.getByTestId('feed-kind')).toHaveValue('job');
  await page.goto(`/student/job/${financeJob}`);
  await expect(page.getByTestId('feed-chosen')).toContainText(`Feed Analyst ${stamp}`);

  // The feed with its items in the six languages: nothing wider than the phone.
  for (const lng of ['en', 'de', 'fr', 'pl', 'es', 'it']) {
    await context.addCookies([{ name: 'i18next', value: lng, url: baseURL! }]);
    await page.goto(`/student?q=${stamp}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    await expect(page.getByTestId('feed-item')).toHaveCount(2);
    await settle(page);
    expect(layoutProblems(await measureLayout(page)), lng).toEqual([]);
    await photograph(page, testInfo, `feed-${lng}-390`);
  }
  // And on a desktop (in the last language of the loop above).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/student?q=${stamp}#feed`);
  await expect(page.getByTestId('feed-item')).toHaveCount(2);
  await settle(page);
  expect(layoutProblems(await measureLayout(page)), '1280').toEqual([]);
  await photograph(page.locator('#feed'), testInfo, 'feed-1280');
});
