// Ranked challenges (issue 12 'Done when') through the real server: an employer of an approved company builds a
// challenge with every task kind in the step-by-step builder and publishes it; two students take it — one reloads
// midway and resumes at the same remaining time, the other runs out of time (the server's clock decides: the test
// clock, TEST_CLOCK, moves the challenge clock past his deadline and his page's clock with it, instead of a real
// five-minute wait); the employer scores the written answers blind; both students see their
// results, the certificate verifies at its public link, and the dashboard's RANKING moves from its empty state to a
// real percentile. The attempt is done with the keyboard alone for the student who resumes.
import type { Browser, Locator, Page } from '@playwright/test';
import { companyDomain, createCompanyThroughApi, employerLoginThroughUi, registerEmployerThroughApi, uniqueEmail } from './employer-support.ts';
import { loginThroughUi, registerThroughApi } from './identity-support.ts';
import { approveCompany } from './support/admin-approval.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// "No attempt yet" is a 404 the attempt screen expects, and saves after the deadline are refused with 409.
test.use({ allowConsoleErrors: [/status of 40[49] .*\/api\/challenges\/[^/]+\/attempt/] });

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-GB', timezoneId: 'UTC' });
  return context.newPage();
}

/** The datetime-local value `minutes` from now (the context's zone is UTC). */
function localInput(minutesFromNow: number): string {
  return new Date(Date.now() + minutesFromNow * 60_000).toISOString().slice(0, 16);
}

/**
 * With CHALLENGE_SHOTS=<folder>, the screen in en and de at 390 and 1280 px (full page) for a human to look at, and
 * no horizontal overflow in any of them. `ready` is a test id the screen shows once loaded.
 */
async function shoot(page: Page, name: string, ready: string): Promise<void> {
  const folder = process.env.CHALLENGE_SHOTS;
  if (!folder) return;
  const url = new URL(page.url());
  for (const lng of ['de', 'en']) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      url.searchParams.set('lng', lng);
      await page.goto(url.pathname + url.search);
      await expect(page.getByTestId(ready)).toBeVisible();
      await page.screenshot({ path: `${folder}/${name}-${lng}-${width}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${name} ${lng} ${width}px overflows`).toBeLessThanOrEqual(0);
    }
  }
  url.searchParams.delete('lng');
  await page.goto(url.pathname + url.search);
}

/** axe on the page scrolled to the top (content under the sticky header counts as obscured, target-size). */
async function axe(page: Page, screen: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page, screen);
}

async function onboard(page: Page, token: string): Promise<void> {
  const res = await page.request.post('/api/student/onboarding', {
    headers: { Authorization: `Bearer ${token}` },
    data: { firstName: 'Ada', LastName: 'Lovelace', yearOfStudy: 'finalYear', selectedItem: [{ id: 'Corporate Law' }] },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Presses a button with the keyboard (focus, Enter), as a keyboard-only student does. */
async function press(button: Locator): Promise<void> {
  await button.focus();
  await button.press('Enter');
}

/** Answers the task on screen the right way, by its kind, with the keyboard. */
async function answerTask(page: Page): Promise<string> {
  const task = page.locator('fieldset.task');
  const kind = (await task.getAttribute('data-kind')) ?? '';
  if (kind === 'single') {
    await task.getByLabel('Buy', { exact: true }).focus();
    await page.keyboard.press('Space');
  } else if (kind === 'multiple') {
    for (const label of ['Revenue', 'Costs']) {
      await task.getByLabel(label, { exact: true }).focus();
      await page.keyboard.press('Space');
    }
  } else if (kind === 'numeric') {
    const prompt = (await task.locator('legend').innerText()).trim();
    const a = Number(/Revenue is (\d+)/.exec(prompt)?.[1]);
    await task.getByLabel('Your answer').fill(String(Math.round(a * 1.1 * 100) / 100));
  } else if (kind === 'ordering') {
    for (const [position, text] of ['First', 'Second', 'Third'].entries()) {
      for (;;) {
        const items = await task.locator('.ordering__text').allInnerTexts();
        const at = items.indexOf(text);
        if (at <= position) break;
        await press(task.getByRole('button', { name: `Move up: ${text}` }));
        await expect(task.locator('.ordering__text').nth(at - 1)).toHaveText(text);
      }
    }
    // Already in order after moving (or shuffled into order): keep it as the answer.
    const keep = task.getByRole('button', { name: 'Keep this order as my answer' });
    if (await keep.isVisible()) await press(keep);
  } else if (kind === 'written') {
    await task.getByLabel('Your answer').fill('Cut costs first, then grow revenue through the new product line.');
    await task.getByLabel('Your answer').blur();
  }
  await expect(page.getByTestId('attempt-saving')).toHaveText('All answers saved');
  return kind;
}

test.describe('ranked challenges', () => {
  test.slow();

  test('an employer builds and publishes every task kind; two students take it (resume, time-up); scores, results, certificate, gauge', async ({
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const domain = companyDomain();
    const employerEmail = uniqueEmail(domain, 'ines');
    const employer = await registerEmployerThroughApi(request, employerEmail, 'Ines');
    const companyId = await createCompanyThroughApi(request, employer, `Halvorsen Partners ${Date.now().toString(36)}`);
    await approveCompany(request, companyId);

    // ── The employer builds the challenge step by step.
    const employerPage = await newPage(browser, baseURL);
    await employerLoginThroughUi(employerPage, employerEmail);
    await employerPage.getByTestId('employer-nav-challenges').click();
    await expect(employerPage).toHaveURL(/\/dashboard\/Challenges$/);
    await expect(employerPage.getByTestId('employer-challenges-empty')).toBeVisible();
    await employerPage.getByTestId('employer-challenge-create').click();
    await expect(employerPage).toHaveURL(/\/create\/challenge$/);

    await employerPage.getByLabel('Title').fill('Valuation sprint');
    // A track no other spec publishes challenges in: the students' next action must be this one (the e2e server is shared).
    await employerPage.getByLabel('Track', { exact: true }).selectOption('Corporate Law');
    await employerPage.getByLabel('Place in the track').selectOption('induction');
    await employerPage.getByLabel('Summary').fill('Value a mid-sized company in one sitting.');
    // The first autosave creates the challenge; the builder carries on at /edit/challenge.
    await expect(employerPage).toHaveURL(/\/edit\/challenge$/);
    await expect(employerPage.getByTestId('builder-save-status')).toHaveText('Draft saved');
    await axe(employerPage, '/edit/challenge (details)');

    await employerPage.getByTestId('builder-next').click();
    await employerPage.getByTestId('challenge-material-editor').click();
    await employerPage.keyboard.type('Northwind sells tools across Europe. Revenue grows every year.');

    await employerPage.getByTestId('builder-next').click();
    for (const kind of ['single', 'multiple', 'numeric', 'ordering', 'written']) await employerPage.getByTestId(`builder-add-${kind}`).click();
    const task = (i: number) => employerPage.getByTestId(`builder-task-${i}`);
    await task(0).getByLabel('Question').fill('Should the fund buy Northwind?');
    await task(0).getByLabel('Option 1', { exact: true }).fill('Buy');
    await task(0).getByLabel('Option 2', { exact: true }).fill('Sell');
    await task(0).getByLabel('Option 1 is right').check();
    await task(1).getByLabel('Question').fill('Which lines belong in the income statement?');
    await task(1).getByRole('button', { name: 'Add an option' }).click();
    await task(1).getByLabel('Option 1', { exact: true }).fill('Revenue');
    await task(1).getByLabel('Option 2', { exact: true }).fill('Costs');
    await task(1).getByLabel('Option 3', { exact: true }).fill('Colour');
    await task(1).getByLabel('Option 1 is right').check();
    await task(1).getByLabel('Option 2 is right').check();
    await task(2).getByLabel('Question').fill('Revenue is {{a}} m€ and grows 10 %. What is it next year (m€)?');
    await expect(task(2).getByLabel('a · from')).toHaveValue('1');
    await task(2).getByLabel('Expected answer (formula)').fill('a * 1.1');
    await task(2).getByLabel('Unit').fill('m€');
    await task(3).getByLabel('Question').fill('Order the steps of a valuation.');
    await task(3).getByRole('button', { name: 'Add an item' }).click();
    await task(3).getByLabel('Item 1', { exact: true }).fill('First');
    await task(3).getByLabel('Item 2', { exact: true }).fill('Second');
    await task(3).getByLabel('Item 3', { exact: true }).fill('Third');
    await task(4).getByLabel('Question').fill('What would you do first as the new CFO?');

    await employerPage.getByTestId('builder-next').click();
    await employerPage.getByTestId('builder-scoring-4').getByLabel('Criterion 1', { exact: true }).fill('Clear priority with a reason');
    await axe(employerPage, '/edit/challenge (scoring)');
    await shoot(employerPage, 'builder', 'challenge-builder');
    // (A screenshot reloads the builder at its first step: back to Scoring.)
    await employerPage.getByTestId('builder-step-scoring').click();

    await employerPage.getByTestId('builder-next').click();
    await employerPage.getByLabel('Time limit (minutes)').fill('5');
    await employerPage.getByLabel('Opens').fill(localInput(-10));
    // An hour's window: the second student's five minutes run out first (deadline = min(start + limit, close)), on the
    // test clock; a retry, an hour of real time later on the moved clock, still finds the window open.
    await employerPage.getByLabel('Closes').fill(localInput(60));
    // Languages (none but the source here: e2e/challenge-languages.e2e.spec.ts writes a version), then Review.
    await employerPage.getByTestId('builder-next').click();
    await expect(employerPage.getByTestId('builder-step-languages')).toHaveAttribute('aria-current', 'step');
    await employerPage.getByTestId('builder-next').click();
    await expect(employerPage.getByTestId('builder-save-status')).toHaveText('Draft saved');
    await expect(employerPage.getByTestId('builder-missing')).toHaveCount(0);
    await employerPage.getByTestId('builder-publish').click();
    await expect(employerPage.getByTestId('builder-published')).toBeVisible();
    const publicUrl = await employerPage.getByTestId('builder-published').getByRole('link').innerText();
    const challengeId = publicUrl.split('/challenge/')[1]!;
    expect(challengeId).toBeTruthy();
    await axe(employerPage, '/edit/challenge (published)');

    // ── Two students of the same track and year (one cohort).
    const emails = [uniqueEmail('ucl.ac.uk', 'rosa'), uniqueEmail('ucl.ac.uk', 'tomas')];
    const students: Page[] = [];
    for (const email of emails) {
      const token = await registerThroughApi(request, email);
      const studentPage = await newPage(browser, baseURL);
      // Tomas's page runs on Playwright's clock (flowing like the real one until the test moves it).
      if (email === emails[1]) await studentPage.clock.install();
      await onboard(studentPage, token);
      await loginThroughUi(studentPage, email);
      students.push(studentPage);
    }
    const [rosa, tomas] = students as [Page, Page];

    // Before any result: an honest empty state with one next action (the Induction Challenge), no 0 % gauge.
    await expect(rosa.getByTestId('ranking-empty')).toBeVisible();
    await expect(rosa.getByTestId('ranking-next-action')).toHaveAttribute('href', `/challenge/${challengeId}`);
    await expect(rosa.getByTestId('start-now')).toHaveAttribute('href', `/challenge/${challengeId}`);

    // ── Tomas starts and answers one task, then leaves the page open while Rosa takes hers.
    await tomas.goto(`/challenge/attempt/${challengeId}`);
    await tomas.getByTestId('attempt-start').click();
    await answerTask(tomas);

    // ── Rosa: the public page, Start, two tasks, a reload that resumes, the rest, Submit — keyboard only.
    await rosa.goto(`/challenge/${challengeId}`);
    await expect(rosa.getByTestId('challenge-facts')).toContainText('Corporate Law');
    await axe(rosa, '/challenge/{id}');
    await shoot(rosa, 'challenge-page', 'challenge-page');
    await press(rosa.getByTestId('challenge-take'));
    await expect(rosa.getByTestId('attempt-intro')).toBeVisible();
    await axe(rosa, '/challenge/attempt (intro)');
    await shoot(rosa, 'attempt-intro', 'attempt-intro');
    await press(rosa.getByTestId('attempt-start'));
    await expect(rosa.getByTestId('attempt-page')).toBeVisible();
    await expect(rosa.getByRole('heading', { name: 'Task 1 of 5' })).toBeFocused();
    const kinds: string[] = [];
    kinds.push(await answerTask(rosa));
    await axe(rosa, '/challenge/attempt (task)');
    await press(rosa.getByTestId('attempt-next'));
    kinds.push(await answerTask(rosa));
    const before = await rosa.getByTestId('attempt-clock').innerText();
    await rosa.reload();
    // Resumed at the first unanswered task, with the server's remaining time (not a fresh clock).
    await expect(rosa.getByRole('heading', { name: 'Task 3 of 5' })).toBeVisible();
    const after = await rosa.getByTestId('attempt-clock').innerText();
    const seconds = (clock: string) => clock.split(':').reduce((s, part) => s * 60 + Number(part), 0);
    expect(seconds(after)).toBeLessThanOrEqual(seconds(before));
    // (Each screenshot reloads the page: the attempt resumes at the same task every time.)
    await shoot(rosa, 'attempt-task', 'attempt-page');
    for (let i = 2; i < 5; i++) {
      kinds.push(await answerTask(rosa));
      await press(i < 4 ? rosa.getByTestId('attempt-next') : rosa.getByTestId('attempt-review'));
    }
    expect(kinds.sort()).toEqual(['multiple', 'numeric', 'ordering', 'single', 'written']);
    await expect(rosa.getByTestId('attempt-review-page')).toBeVisible();
    await axe(rosa, '/challenge/attempt (review)');
    await press(rosa.getByTestId('attempt-submit'));
    await expect(rosa).toHaveURL(/\/challenge\/result\//);
    await expect(rosa.getByTestId('result-pending')).toBeVisible();
    const rosaResult = rosa.url();

    // ── Tomas's time runs out: six minutes pass on the server's challenge clock and on his page's; what he saved is
    // submitted. (Rosa finished inside her own five minutes of real time.)
    expect((await request.post('/api/dev/clock', { data: { advanceSeconds: 6 * 60 } })).status()).toBe(200);
    await tomas.clock.fastForward('06:00');
    await expect(tomas).toHaveURL(/\/challenge\/result\//);
    await expect(tomas.getByText('The time ran out: what you had saved was submitted.')).toBeVisible();
    const tomasResult = tomas.url();

    // ── The employer scores the written answers (blind), then the results are ranked.
    await expect(async () => {
      await employerPage.goto('/dashboard/Challenges');
      await expect(employerPage.getByTestId('employer-challenge-row')).toContainText('Attempts: 2', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await employerPage.getByRole('button', { name: 'Results of Valuation sprint' }).click();
    await expect(employerPage).toHaveURL(/\/dashboard\/challenge\/details$/);
    const written = employerPage.getByTestId('written-answer');
    await expect(written.first()).toBeVisible();
    await axe(employerPage, '/dashboard/challenge/details');
    await shoot(employerPage, 'employer-details', 'details-written');
    // count() does not wait: the list must be there again after the screenshots' reloads.
    await expect(written.first()).toBeVisible();
    const count = await written.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const card = employerPage.getByTestId('written-answer').filter({ hasText: 'to score' }).first();
      await card.getByRole('spinbutton').first().fill('7');
      await card.getByRole('button', { name: 'Save score' }).click();
      await expect(employerPage.getByTestId('written-answer').filter({ hasText: 'to score' })).toHaveCount(count - i - 1);
    }
    await expect(employerPage.getByTestId('details-participants')).toContainText('Ada Lovelace');

    // ── Both students see their ranked results; Rosa's certificate verifies at its public link.
    for (const [student, url] of [
      [rosa, rosaResult],
      [tomas, tomasResult],
    ] as const) {
      await expect(async () => {
        await student.goto(url);
        await expect(student.getByTestId('result-percent')).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(student.getByTestId('rank-band')).toHaveText('2 of 20 results needed for a rank');
    }
    await axe(rosa, '/challenge/result/{id}');
    await shoot(rosa, 'result', 'result-page');
    await rosa.getByTestId('result-certificate').click();
    await expect(rosa.getByTestId('certificate-page')).toBeVisible();
    // The certificate carries no rank a cohort of two cannot give, and says who the cohort is.
    await expect(rosa.getByTestId('rank-band')).toHaveText('2 of 20 results needed for a rank');
    await expect(rosa.getByTestId('rank-cohort')).toContainText('2 ranked results');
    await expect(rosa.getByTestId('certificate-page')).not.toContainText('Top');
    await expect(rosa.getByTestId('certificate-linkedin')).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME&/);
    await axe(rosa, '/student/certificate/{id}');
    await shoot(rosa, 'certificate', 'certificate-page');
    const certificateUrl = rosa.url();
    const verify = await rosa.getByTestId('certificate-verify-link').getAttribute('href');
    expect(verify).toMatch(/^\/Find\//);
    const visitor = await newPage(browser, baseURL);
    await visitor.goto(verify!);
    await expect(visitor.getByTestId('find-genuine')).toContainText('Valuation sprint');
    await axe(visitor, '/Find/{id}');
    await shoot(visitor, 'find', 'find-genuine');
    await visitor.goto('/Find/not-a-real-certificate-id');
    await expect(visitor.getByTestId('find-not-genuine')).toBeVisible();

    // ── The gauge moves: a cohort of two is below the rank rule's 20 results, so the score and the missing
    // results replace the empty state — no percentile, no "1/2 in your Cohort", no "Top 1 %" anywhere.
    await expect(async () => {
      await rosa.goto('/student');
      await expect(rosa.getByTestId('ranking-needed')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(rosa.getByTestId('ranking-needed')).toHaveText('2 of 20 results needed for a rank');
    await expect(rosa.getByTestId('ranking-score')).toContainText('Your score:');
    await expect(rosa.getByTestId('ranking-value')).toHaveCount(0);
    await expect(rosa.getByTestId('ranking')).not.toContainText('in your Cohort');
    await shoot(rosa, 'dashboard', 'ranking');
    await employerPage.goto('/dashboard/Challenges');
    await shoot(employerPage, 'employer-list', 'employer-challenge-row');
    await expect(rosa.getByTestId('next-steps').getByRole('listitem').nth(1)).toHaveAttribute('data-status', 'done');
    // Status and percentage from one fact, and no step leads back to the dashboard itself.
    await expect(rosa.getByTestId('next-steps').getByRole('listitem').nth(1)).toContainText('100.0%');
    await expect(rosa.getByTestId('next-steps').locator('a[href="/student"]')).toHaveCount(0);
    // On a phone the changed screens fit 390 px and stay axe clean: the ranking card and the certificate.
    await rosa.setViewportSize({ width: 390, height: 844 });
    for (const [name, url, ready] of [['/student (ranking)', '/student', 'ranking'], ['/student/certificate/{id}', certificateUrl, 'certificate-page']] as const) {
      await rosa.goto(url);
      await expect(rosa.getByTestId(ready)).toBeVisible();
      expect(await rosa.evaluate(() => document.documentElement.scrollWidth), `${name} at 390 px`).toBeLessThanOrEqual(390);
      await axe(rosa, `${name} at 390 px`);
    }
  });
});
