// The student dashboard (spec §2 Student dashboard, §3 Progress response/Next steps, §4 Track carousel, §9 gauge).
import type { APIRequestContext } from '@playwright/test';
import { loginThroughUi, registerThroughApi, uniqueEmail } from './identity-support.ts';
import { expect, test } from './support/fixtures.ts';

async function registerWithTracks(request: APIRequestContext, first: string, tracks: string[]): Promise<string> {
  const email = uniqueEmail('ucl.ac.uk', first);
  const token = await registerThroughApi(request, email);
  const res = await request.post('/api/student/settings/tracks', {
    headers: { Authorization: `Bearer ${token}` },
    data: { selectedItem: tracks.map((id) => ({ id })) },
  });
  expect(res.status()).toBe(200);
  return email;
}

test('one track: greeting, no carousel buttons, welcome, gauge, next steps and opportunities of Finance', async ({ page, request }) => {
  const email = uniqueEmail('ucl.ac.uk', 'greta');
  await registerThroughApi(request, email);
  await loginThroughUi(page, email);

  await expect(page.getByTestId('student-greeting')).toHaveText('Hello Greta!');
  await expect(page.getByTestId('track-name')).toHaveText('Finance');
  await expect(page.getByTestId('track-previous')).toHaveCount(0);
  await expect(page.getByTestId('track-next')).toHaveCount(0);
  await expect(page.getByTestId('track-welcome')).toContainText('Welcome to the Finance track');
  await expect(page.getByTestId('track-text')).toContainText('depends on your performance, your ranking in previous challenges and your academic year');
  // Start Now opens the next challenge of the track (issue 12), or /events while the track has none.
  await expect(page.getByTestId('start-now')).toHaveAttribute('href', /^\/(events|challenge\/.+)$/);

  // RANKING before any ranked result (issue 12): an honest empty state, not a gauge of 0 % figures.
  await expect(page.getByTestId('ranking-empty')).toBeVisible();
  await expect(page.getByTestId('ranking-value')).toHaveCount(0);
  await expect(page.getByTestId('ranking-cohort')).toHaveCount(0);
  await expect(page.getByRole('meter', { name: 'Your progress in Finance' })).toHaveAttribute('aria-valuetext', '0.0%');

  const steps = page.getByTestId('next-steps').getByRole('listitem');
  await expect(page.getByRole('heading', { name: 'Your next steps' })).toBeVisible();
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(0)).toContainText('Start Application');
  await expect(steps.nth(1)).toContainText('Induction Challenge');
  await expect(steps.nth(2)).toContainText('101 Introduction to Finance');
  for (let i = 0; i < 5; i++) await expect(steps.nth(i)).toContainText('0.0%');

  // The track's real open jobs and events come first, its demo entries only while it has none (the order is pinned by
  // event-opportunities.int.spec.ts). The demo seed publishes jobs in every track (issue 23): Finance's are real ones.
  const opportunities = page.getByTestId('opportunity');
  await expect(opportunities.first()).toBeVisible();
  await expect(page.locator('.opportunity__chip--green').first()).toBeVisible();
  await expect(page.getByTestId('opportunity-link').filter({ hasText: 'Investment Banking Summer Analyst · Northbridge Capital' })).toHaveCount(1);
  await expect(opportunities.filter({ hasText: 'Northbridge Capital M&A Virtual Experience' })).toHaveCount(0);
});

test('several tracks: buttons disabled at the ends, one step at a time, by click and by keyboard', async ({ page, request }) => {
  const email = await registerWithTracks(request, 'hugo', ['Consulting', 'Corporate Law', 'MBA Track']);
  await loginThroughUi(page, email);

  const previous = page.getByTestId('track-previous');
  const next = page.getByTestId('track-next');
  await expect(page.getByTestId('track-name')).toHaveText('Consulting');
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await expect(page.getByTestId('track-welcome')).toContainText('Consulting track');
  // Each track shows its own open jobs (the demo seed's, issue 23).
  await expect(page.getByTestId('opportunity-link').filter({ hasText: 'Business Analyst Internship · Meridian Consulting Group' })).toHaveCount(1);

  await next.click();
  await expect(page.getByTestId('track-name')).toHaveText('Corporate Law');
  await expect(page.getByTestId('track-announcement')).toHaveText('Track 2 of 3: Corporate Law');
  await expect(page.getByTestId('track-welcome')).toContainText('Corporate Law track');
  await expect(page.getByTestId('opportunity-link').filter({ hasText: 'Summer Vacation Scheme · Halden & Voss LLP' })).toHaveCount(1);
  await expect(page.getByTestId('opportunity-link').filter({ hasText: 'Business Analyst Internship' })).toHaveCount(0);
  await expect(page.getByTestId('next-steps')).toContainText('101 Introduction to Corporate Law');
  await expect(previous).toBeEnabled();

  await next.click();
  await expect(page.getByTestId('track-name')).toHaveText('MBA Track');
  await expect(next).toBeDisabled();
  await expect(page.getByTestId('opportunity-link').filter({ hasText: 'MBA Summer Associate · Meridian Consulting Group' })).toHaveCount(1);

  // Keyboard: arrow keys step while the carousel has focus, and stop at the first track.
  await page.getByTestId('track-carousel').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('track-name')).toHaveText('Corporate Law');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('track-name')).toHaveText('Consulting');
  await expect(previous).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('track-name')).toHaveText('Corporate Law');
});

test('a spinner shows while analytics and opportunities load', async ({ page, request }) => {
  const email = uniqueEmail('ucl.ac.uk', 'ines');
  await registerThroughApi(request, email);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/get/percentage', async (route) => {
    await held;
    await route.continue();
  });
  await loginThroughUi(page, email);

  await expect(page.getByTestId('dashboard-spinner').first()).toBeVisible();
  await expect(page.getByTestId('ranking-empty')).toHaveCount(0);
  await expect(page.getByTestId('opportunity')).toHaveCount(0);
  release();
  await expect(page.getByTestId('dashboard-spinner')).toHaveCount(0);
  await expect(page.getByTestId('ranking-empty')).toBeVisible();
  await expect(page.getByTestId('opportunity').first()).toBeVisible();
});
