// Learning after the window (issue 23 part 5) through the real server: the employer writes a model answer and
// feedback per task in the builder; a student who submitted reads them beside their own answer once the challenge
// has closed (closed early by the firm here: the window is real time), with a link to the company's open jobs.
// With CHALLENGE_SHOTS=<folder> both screens are saved in en and de at 390 and 1280 px; overflow is checked always.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { companyDomain, createCompanyThroughApi, employerLoginThroughUi, registerEmployerThroughApi, uniqueEmail } from './employer-support.ts';
import { student } from './review-support.ts';
import { approveCompany } from './support/admin-approval.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { resizeTo, storeBeforeLoad } from './support/layout.ts';

const hourMs = 3_600_000;
const MODEL = 'EV/EBITDA: the company has no debt, so enterprise and equity value barely differ.';
const FEEDBACK = 'Most of you picked P/B — a bank metric that says little about a software firm.';

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-GB', timezoneId: 'UTC' });
  return context.newPage();
}

/** The screen in de and en at 390 and 1280 px: saved for a human to look at, and never wider than the viewport. */
async function shoot(page: Page, name: string, path: string, open: () => Promise<void>): Promise<void> {
  const url = new URL(path, page.url());
  for (const lng of ['de', 'en']) {
    // One load per language, resized to each width (the widths' CSS; a load per width doubled the loads).
    await page.setViewportSize({ width: 390, height: 900 });
    url.searchParams.set('lng', lng);
    await page.goto(url.pathname + url.search);
    await open();
    for (const width of [390, 1280]) {
      await resizeTo(page, width, 900);
      const folder = process.env['CHALLENGE_SHOTS'];
      if (folder) await page.screenshot({ path: `${folder}/${name}-${lng}-${width}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${name} ${lng} ${width}px overflows`).toBeLessThanOrEqual(0);
    }
  }
}

async function firm(request: APIRequestContext, name: string) {
  const email = uniqueEmail(companyDomain(), name);
  const employer = await registerEmployerThroughApi(request, email);
  const companyId = await createCompanyThroughApi(request, employer, `Learning Partners ${Date.now().toString(36)}`);
  await approveCompany(request, companyId);
  return { email, companyId, auth: { Authorization: `Bearer ${employer.token}` } };
}

test.describe('learning after the window', () => {
  test('the submitter reads model answers and feedback once the firm closes the challenge, then finds its jobs', async ({ page, request }) => {
    const { companyId, auth } = await firm(request, 'lena');
    const now = Date.now();
    const base = `/api/organisations/${companyId}/challenges`;
    const created = await request.post(base, {
      headers: auth,
      data: {
        title: `Software buyout ${now.toString(36)}`,
        track: 'Finance',
        minutes: 30,
        opensAt: new Date(now - hourMs).toISOString(),
        closesAt: new Date(now + 48 * hourMs).toISOString(),
        tasks: [
          { id: 'pick', kind: 'single', prompt: 'Which multiple fits a debt-free software company?', points: 10, options: [{ id: 'a', text: 'EV/EBITDA' }, { id: 'b', text: 'P/B' }], correct: 'a', modelAnswer: MODEL, feedback: FEEDBACK },
          { id: 'steps', kind: 'ordering', prompt: 'Order the deal steps.', points: 10, items: [{ id: 's1', text: 'Teaser' }, { id: 's2', text: 'NDA' }, { id: 's3', text: 'SPA' }] },
          { id: 'memo', kind: 'written', prompt: 'Summarise your recommendation.', points: 10, maxLength: 500, rubric: [{ id: 'r', criterion: 'Clear', points: 10 }], feedback: 'Lead with the number, then the two risks that could change it.' },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { challenge: { uniqueId: string } }).challenge.uniqueId;
    const published = await request.post(`${base}/${id}/publish`, { headers: { ...auth, 'If-Match': created.headers()['etag'] ?? '' } });
    expect(published.status(), await published.text()).toBe(200);

    const token = await student(request, 'noor');
    const me = { Authorization: `Bearer ${token}` };
    expect((await request.post(`/api/challenges/${id}/attempt`, { headers: me })).status()).toBe(201);
    expect((await request.put(`/api/challenges/${id}/attempt/answers/pick`, { headers: me, data: { answer: { optionId: 'b' } } })).status()).toBe(200);
    const memo = { answer: { text: 'Buy at 7x EBITDA; the main risks are churn and the founder leaving after the deal.' } };
    expect((await request.put(`/api/challenges/${id}/attempt/answers/memo`, { headers: me, data: memo })).status()).toBe(200);
    const resultId = ((await (await request.post(`/api/challenges/${id}/attempt/submit`, { headers: me })).json()) as { resultId: string }).resultId;

    await storeBeforeLoad(page, 'token', token);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/challenge/result/${resultId}?lng=en`);
    await expect(page.getByTestId('result-review-later')).toBeVisible();
    await expect(page.getByTestId('result-review')).not.toContainText(MODEL);

    const etag = (await request.get(`${base}/${id}`, { headers: auth })).headers()['etag'] ?? '';
    expect((await request.post(`${base}/${id}/close`, { headers: { ...auth, 'If-Match': etag } })).status()).toBe(200);
    await page.reload();
    const review = page.getByTestId('result-review');
    const tasks = review.getByTestId('result-review-task');
    await expect(tasks).toHaveCount(3);
    await expect(tasks.nth(0)).toContainText('P/B');
    await expect(tasks.nth(0)).toContainText(MODEL);
    await expect(tasks.nth(0)).toContainText(FEEDBACK);
    await expect(tasks.nth(1)).toContainText('Not answered');
    await expect(tasks.nth(1)).toContainText('The company added no model answer or feedback for this task.');
    await expect(tasks.nth(2)).toContainText('Lead with the number');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page, '/challenge/result/{id} (review)');
    await shoot(page, 'learning-review', `/challenge/result/${resultId}`, () => expect(page.getByTestId('result-review-task').first()).toBeVisible());

    await page.goto(`/challenge/result/${resultId}?lng=en`);
    await page.getByTestId('result-review-jobs').click();
    await expect(page).toHaveURL(/\/company\/learning-partners-/);
    await expect(page.getByTestId('company-jobs')).toBeVisible();
  });

  test('the employer writes a model answer and feedback per task in the builder, and they are saved', async ({ browser, baseURL, request }) => {
    const { email, companyId, auth } = await firm(request, 'marek');
    const employerPage = await newPage(browser, baseURL);
    await employerLoginThroughUi(employerPage, email);
    await employerPage.goto('/create/challenge');
    await employerPage.getByLabel('Title').fill('Learning builder');
    await expect(employerPage).toHaveURL(/\/edit\/challenge$/);
    await employerPage.getByTestId('builder-step-tasks').click();
    await employerPage.getByTestId('builder-add-single').click();
    const task = employerPage.getByTestId('builder-task-0');
    await task.getByLabel('Question').fill('Which multiple fits a debt-free software company?');
    await task.getByLabel('Model answer').fill(MODEL);
    await task.getByLabel('Feedback for students').fill(FEEDBACK);
    await task.getByLabel('Feedback for students').blur();
    await expect(employerPage.getByTestId('builder-save-status')).toHaveText('Draft saved');
    await expect
      .poll(async () => {
        const list = (await (await request.get(`/api/organisations/${companyId}/challenges`, { headers: auth })).json()) as { challenges: { uniqueId: string }[] };
        const one = await request.get(`/api/organisations/${companyId}/challenges/${list.challenges[0]?.uniqueId ?? ''}`, { headers: auth });
        return ((await one.json()) as { challenge?: { tasks: { modelAnswer?: string; feedback?: string }[] } }).challenge?.tasks[0];
      })
      .toMatchObject({ modelAnswer: MODEL, feedback: FEEDBACK });
    await employerPage.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(employerPage, '/edit/challenge (tasks, learning fields)');
    // The builder opens a saved challenge from the list (a reload of /edit/challenge starts from the list's state).
    await shoot(employerPage, 'learning-builder', '/dashboard/Challenges', async () => {
      await employerPage.getByTestId('employer-challenge-row').first().getByRole('button').first().click();
      await employerPage.getByTestId('builder-step-tasks').click();
      await employerPage.getByTestId('task-learning').first().scrollIntoViewIfNeeded();
    });
  });
});
