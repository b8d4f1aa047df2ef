// Issue 14, the talent pool: an employer filters by percentile band, finds a student who took the company's challenge,
// short-lists them with a note, sees them on the Short-list page and opens their profile; the student then sees the
// company under "who viewed your profile". The challenge and the student's attempt go through the API (their screens
// have their own specs), the employer's and the student's way through the screens. TALENT_SCREENSHOTS=<folder> also
// saves the screens at 390 and 1280 px in English and German.
import type { Page } from '@playwright/test';
import { companyDomain, createCompanyThroughApi, employerLoginThroughUi, registerEmployerThroughApi, uniqueEmail } from './employer-support.ts';
import { loginThroughUi } from './identity-support.ts';
import { approveCompany } from './support/admin-approval.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { photographInTwoLanguages } from './support/screenshots.ts';
import { challengeOf, fillCohort, studentTakes, waitUntilRanked } from './talent-support.ts';

const shoot = (page: Page, name: string): Promise<void> => photographInTwoLanguages(page, process.env['TALENT_SCREENSHOTS'], name);

test('an employer finds a top-10 % student, short-lists them with a note, opens their profile; the student sees the view', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const employer = await registerEmployerThroughApi(request, uniqueEmail(companyDomain(), 'tobias'));
  const companyName = `Talent Partners ${Date.now().toString(36)}`;
  const companyId = await createCompanyThroughApi(request, employer, companyName);
  await approveCompany(request, companyId);
  const challengeId = await challengeOf(request, employer.token, companyId);
  const lastName = `Quinn${Date.now().toString(36)}`;
  const studentEmail = uniqueEmail('ucl.ac.uk', 'talia');
  await studentTakes(request, studentEmail, challengeId, lastName);
  // A percentile needs a cohort of 20 ranked results (the rank rule): nineteen others score less.
  await fillCohort(request, challengeId);
  // Percentiles are an async projection: wait until the result is ranked in its cohort.
  await waitUntilRanked(request, employer.token, companyId, lastName);

  // The employer: the talent pool from the navigation, filtered to the top 10 % in Finance.
  await employerLoginThroughUi(page, employer.email);
  await page.getByTestId('employer-nav-talent-pool').click();
  await expect(page.getByTestId('talent-pool-page')).toBeVisible();
  await page.getByTestId('talent-band').selectOption('10');
  await page.getByTestId('talent-band-track').selectOption('Finance');
  await page.getByTestId('talent-sort').selectOption('percentile');
  await page.getByTestId('talent-search').click();
  await expect(page).toHaveURL(/band=10/);
  const card = page.getByTestId('talent-result').filter({ hasText: lastName });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Top 1%');
  await expectNoAxeViolations(page, 'talent pool');
  await shoot(page, 'talent-pool');

  // Short-list with a note, into a new list.
  const again = page.getByTestId('talent-result').filter({ hasText: lastName });
  await again.getByTestId('talent-short-list-open').click();
  await again.getByTestId('talent-short-list-choice').selectOption({ label: 'New list…' });
  await again.getByTestId('talent-short-list-name').fill('Autumn analysts');
  await again.getByTestId('talent-short-list-note').fill('Strong valuation answer');
  await again.getByTestId('talent-short-list-save').click();
  await expect(page.getByText(`is on “Autumn analysts”`)).toBeVisible();

  // The Short-list page shows them with the note, the message link and the invite.
  await page.getByTestId('talent-tab-short-list').click();
  const entry = page.getByTestId('short-list-entry').filter({ hasText: lastName });
  await expect(entry).toBeVisible();
  await expect(entry.getByTestId('short-list-note')).toHaveValue('Strong valuation answer');
  await expect(entry.getByTestId('short-list-message')).toHaveAttribute('href', /\/dashboard\/chat\?to=/);
  await entry.getByTestId('short-list-challenge').selectOption(challengeId);
  await entry.getByTestId('short-list-invite').click();
  await expect(entry.getByTestId('short-list-invite-link')).toContainText('/invite/');

  // The invite goes to the student as a message the employer still sends: the chat opens with it in the composer.
  const inviteLink = (await entry.getByTestId('short-list-invite-link').getByRole('link').first().getAttribute('href')) ?? '';
  await entry.getByTestId('short-list-invite-send').click();
  await expect(page).toHaveURL(/\/dashboard\/chat\?c=/);
  await expect(page).not.toHaveURL(/draft=/);
  await expect(page.getByTestId('chat-input')).toHaveValue(`We would like to invite you to take our challenge: ${inviteLink}`);
  await page.goBack();
  await entry.getByTestId('short-list-challenge').selectOption(challengeId);
  await entry.getByTestId('short-list-invite').click();
  await expect(entry.getByTestId('short-list-invite-send')).toBeVisible();
  await expectNoAxeViolations(page, 'short-list');
  await shoot(page, 'short-list');

  // Their profile, as the company may see it.
  await page.getByTestId('short-list-entry').filter({ hasText: lastName }).getByRole('link', { name: new RegExp(lastName) }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\//);
  await expect(page.getByTestId('talent-profile')).toBeVisible();
  await expect(page.getByTestId('talent-profile-result')).toContainText('Top 1%');
  await expectNoAxeViolations(page, 'talent profile');
  await shoot(page, 'talent-profile');
  // The short-list form opens on a row of its own below the Message button, which keeps its height at both widths
  // (it was stretched into a tall pill beside the form).
  await page.getByTestId('talent-short-list-open').click();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const message = (await page.getByTestId('talent-profile-message').boundingBox())!;
    const form = (await page.getByTestId('talent-short-list-form').boundingBox())!;
    expect(message.height, `Message at ${width} px`).toBeLessThan(56);
    expect(form.y, `form below Message at ${width} px`).toBeGreaterThanOrEqual(message.y + message.height);
  }
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Target schools: UCL added, the pool scoped to it.
  await page.getByTestId('talent-tab-target-school').click();
  await expect(page.getByTestId('target-empty')).toBeVisible();
  await page.getByTestId('target-country').selectOption('United Kingdom');
  await page.getByTestId('target-university').selectOption('University College London, University of London');
  await page.getByTestId('target-add').click();
  await expect(page.getByTestId('target-school')).toContainText('University College London');
  await expectNoAxeViolations(page, 'target schools');
  await shoot(page, 'target-school');

  // The student, in a browser of their own: the company viewed their profile.
  const student = await browser.newContext();
  const studentPage = await student.newPage();
  await loginThroughUi(studentPage, studentEmail);
  await studentPage.goto('/student/settings');
  const viewers = studentPage.getByTestId('talent-settings');
  await expect(viewers.getByTestId('talent-viewer')).toContainText(companyName);
  await expect(viewers.getByTestId('talent-visibility-participants')).toBeChecked();
  await expectNoAxeViolations(studentPage, 'student settings with the talent pool section');
  await shoot(studentPage, 'student-settings');
  await student.close();
});
